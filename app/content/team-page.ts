/** The copy and lists of /team; the people come from therapists.ts. */
import { supervisionSummary } from "./therapists";

export const teamPageCrumbs = [
  { name: "Home", path: "/" },
  { name: "Our Team", path: "/team" },
];

export const teamPageSeo = {
  title: "Meet Our Team of Dallas Couples Therapists",
  description:
    "Meet Millennial Life's relationship-obsessed therapists in Dallas: couples, premarital and individual therapy, BIPOC-affirming care, in person or online.",
  /** The ItemList's name. */
  listName: "Millennial Life therapists",
};

export const teamPageHeader = {
  eyebrow: "Our team",
  title: "Meet the people you'd be talking to",
  lede: "Relationship-obsessed therapists who get your world: couples, premarital and individual therapy, in our Dallas office or online anywhere in Texas. Not sure who fits? The free Vibe Check matches you.",
  firstContactLink: "Who answers when I call?",
};

export const teamGroups = {
  leadership: {
    title: "Leadership",
    text: `The founder and the clinical director set the standard for every session and train the team. ${supervisionSummary()}`,
  },
  therapists: {
    title: "Therapists",
    text: "Licensed therapists, an associate building toward full licensure, and a supervised masters-level intern with lower-fee sessions.",
  },
};

export const teamNoMatch = {
  title: "No one matches both of those right now.",
  text: "Try one filter at a time, or let us do the matching: on the Vibe Check we'll suggest the therapist who fits what you need.",
  link: "Show the whole team",
};

/** The status line's words for a focus filter: "for couples work". */
export const teamFocusPhrase = (focusLabel: string) => `for ${focusLabel.toLowerCase()} work`;

/** What the first point of contact does, said beside her own description. */
export const firstContactNote =
  "Alexis isn't a therapist, so it's fine to tell her what you're looking for without telling her your whole story. She'll ask a few questions, explain fees and openings, and book your first session with the person who fits.";

/** "What all those letters mean". */
export const credentialsGlossary: { term: string; meaning: string }[] = [
  { term: "LMFT", meaning: "Licensed Marriage and Family Therapist: a master's-level clinician trained specifically in relationships and families." },
  { term: "LPC", meaning: "Licensed Professional Counselor: a master's-level clinician trained in individual counseling and mental health." },
  { term: "-S (Supervisor)", meaning: "A board-approved supervisor, qualified to train and oversee associates and interns." },
  {
    term: "Associate",
    meaning: "A fully trained therapist in their first years after graduate school, seeing clients under a named supervisor, as Texas requires.",
  },
  { term: "Masters-level intern", meaning: "A graduate student completing clinical training, with every case reviewed in supervision. Sessions cost less." },
  { term: "PhD, Licensed Psychologist", meaning: "A doctoral-level clinician licensed by the Texas State Board of Examiners of Psychologists." },
];

export const teamPageCtaTitle = "Still deciding between two of us? That's what the Vibe Check is for.";

/** A clinician's profile (/therapists/{slug}): what the page says around the profile itself. */
export const profilePageCopy = {
  /** The description of the generic page an unknown slug gets. */
  genericDescription: "Looking for a Millennial Life therapist? Meet our Dallas team of couples, premarital and individual therapists and find the right fit.",
  cta: (firstName: string) => ({
    title: `Want to work with ${firstName}?`,
    text: `Book a free 15-minute Vibe Check and mention ${firstName} in the note. We'll check openings and answer your questions about fees and format on the call.`,
  }),
};

/** The team page's filter bar ("Find your fit") and its status line. */
export const teamFilterCopy = {
  heading: "Find your fit",
  focusLabel: "Looking for",
  formatLabel: "Where",
  navLabel: (label: string) => `Filter by ${label.toLowerCase()}`,
  anyFocus: "Everyone",
  anyFormat: "Either",
  showingSome: (count: number, total: number, filters: string) => `Showing ${count} of ${total} clinicians${filters}.`,
  showingAll: (total: number) => `Showing all ${total} clinicians. Choose a filter to narrow the list.`,
  clear: "Clear filters",
};

/** "Your first point of contact" on the team page. */
export const firstContactCopy = {
  eyebrow: "Your first point of contact",
  heading: (name: string, role: string) => `Meet ${name}, ${role}`,
  button: (firstName: string, vibeCheck: string) => `Talk to ${firstName} on a ${vibeCheck}`,
};

/** The credentials glossary's heading and introduction. */
export const credentialsGlossaryCopy = {
  heading: "What all those letters mean",
  intro:
    'Every clinician here is licensed in Texas or works under the supervision of someone who is, and we name the supervisor beside their credentials. Tap the "?" to read more.',
};
