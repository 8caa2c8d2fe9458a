/** Every word the booking shows a visitor or sends her, in one place. */
import { crisisLines } from "./crisis-lines";
import { personFieldCopy } from "./person-fields";
import { vibeCheckCta } from "./navigation";
import { VIBE_CHECK } from "./product-names";

/** The lead's page name in the admin inbox: a booked call, not a request. */
export const BOOKING_PAGE_NAME = "Vibe Check booking";

/** The label of every button that books the call (fixed words, as the navigation's). */
export const BOOK_LABEL = vibeCheckCta.label;

export const bookingCopy = {
  heading: `Pick a time for your ${VIBE_CHECK}`,
  intro: "Fifteen minutes, free, by phone or video. Choose a time that suits you and it's booked: no waiting for a reply.",
  zoneNote: "Times are in Central Time (Dallas); where your own clock differs, your time is under each.",
  timesLegend: "Choose a time",
  noTimes: "Every time in the next few weeks is taken. Send us a request below and we'll find one with you.",
  daysLabel: "Days with free times",
  laterDays: "Later dates",
  earlierDays: "Earlier dates",
  callTypeLegend: "How should we call you?",
  callTypes: { video: "Video call", phone: "Phone call" },
  callTypeHints: { video: "We email you a private link before the call.", phone: "We call the number you give us." },
  aboutYouLegend: "About you",
  noteLabel: "Anything we should know before the call? (optional, one line)",
  noteHint: "Please leave out clinical details; a few words like \u201Cwe'd like evening sessions\u201D is plenty.",
  phoneHintForPhone: "We'll call this number.",
  submit: BOOK_LABEL,
  submitting: "Booking...",
  fallbackHeading: "None of these times work?",
  fallbackText: "Send us a request with a few words about when suits you, and we'll reply within 24 business hours.",
  fallbackLink: "Request a different time",
  errorsHeading: "Please check the form",
  errorsSummary: personFieldCopy.problems,
  fields: {
    ...personFieldCopy.nameLabels,
    email: personFieldCopy.emailLabel,
    phone: "Phone (needed for a phone call)",
    service: personFieldCopy.serviceLabel,
  },
  honeypot: personFieldCopy.honeypotLabel,
  withYourTime: (label: string, time: string) => `${label} (${time} your time)`,
  refusals: {
    taken: "Someone just booked that time. Please pick another; the nearest free times are below, and everything you typed is still here.",
    "day-full": "That day has just filled up. Please pick another day; everything you typed is still here.",
    "too-soon": "That time is too soon for us to prepare. Please pick a later one.",
    "beyond-horizon": "We can't book that far ahead yet. Please pick an earlier time.",
    "not-a-slot": "That time isn't one we offer. Please pick one from the list.",
  },
  unavailable: "We could not book that just now. Please try again in a minute, or call us.",
} as const;

export const confirmationCopy = {
  bookedEyebrow: "You're booked",
  heading: `Your free ${VIBE_CHECK}`,
  movedEyebrow: "Moved",
  cancelledEyebrow: "Cancelled",
  cancelledHeading: "This call is cancelled",
  cancelledText: "The time is free again. If you'd like another, pick a new one whenever you're ready.",
  bookAgain: "Book another time",
  whenLabel: "When",
  yourTime: "Your time:",
  whoAndHowLabel: "Who and how",
  onPhone: (phone: string) => ` on ${phone}`,
  moveToAnother: "Move to another time",
  whoCalls: (host: string, role: string) => (role ? `${host}, our ${role}, will call you` : `${host} will call you`),
  how: { video: "by video: we'll email you a private link before the call", phone: "by phone" },
  aboutHeading: "What this call is (and isn't)",
  whatItIs: "It's a relaxed, 15-minute fit-finder call: what brought you here, what you'd like to change, fees and who you'd see.",
  whatItIsNot: "It isn't a therapy session, an assessment or a sales pitch, and there's nothing to prepare or pay.",
  prepare: [
    "Find a quiet spot where you can talk freely for fifteen minutes.",
    "If your partner is joining, make sure they have the time too.",
    "Jot down any questions about fees, scheduling or who you'd see.",
  ],
  prepareHeading: "How to get ready",
  addToCalendar: "Add to calendar (.ics)",
  changeHeading: "Need to change it?",
  // No promise of an e-mail here: without SMTP configured none is sent, and the page must not say otherwise.
  changeText: "This page is your private link to move or cancel the call: bookmark it to come back.",
  reschedule: "Move to this time",
  rescheduleLegend: "Pick a new time",
  cancel: "Cancel my call",
  cancelConfirm: "Yes, cancel it",
  cancelQuestion: "Cancel this call? The time is freed for someone else straight away.",
  goneHeading: "This link has expired",
  goneText: "Booking links work until the call is over. If you need help, call or email us.",
  emergency: `This is not an emergency service. In crisis? Call or text ${crisisLines.lifeline.number}, or call ${crisisLines.emergency.number} if you or someone else is in danger.`,
} as const;
