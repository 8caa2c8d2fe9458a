/** The words around a clinician's profile (/therapists/{slug}): its sections, the license cards and the page an unknown slug gets. */
import { VIBE_CHECK } from "./product-names";

export const profileHeroCopy = {
  formats: { online: "Online in Texas", inPerson: "In person in Dallas" },
  feesLink: "Fees and FAQs",
} as const;

export const profileAboutCopy = {
  aboutHeading: (firstName: string) => `About ${firstName}`,
  howHeading: (firstName: string) => `How ${firstName} works`,
  glanceHeading: "At a glance",
  terms: { availability: "Availability", sessions: "Sessions", fee: "Session fee", experience: "Experience", training: "Training" },
  sessions: { online: "Online anywhere in Texas", inPerson: (city: string) => `In person at our ${city} office` },
  feeNote: "On your own or as a couple",
  inTraining: "In clinical training",
  yearsInPractice: (years: number) => `${years} years in practice`,
  funFact: "Fun fact",
} as const;

export const profileSpecialtiesCopy = {
  heading: "Specialties",
  worksWithHeading: (firstName: string) => `Who ${firstName} works with`,
} as const;

export const profileLicencesCopy = {
  heading: "License and supervision",
  intro: "You can check any Texas therapist's license yourself. It takes a minute, and we think every client should know how.",
  licenceNumber: "Texas license no.",
  issuedBy: (issuer: string) => `Issued by the ${issuer}.`,
  verify: "Verify on the Texas license lookup",
  intern: {
    eyebrow: "Clinical intern",
    title: "Not yet licensed",
    text: (firstName: string) =>
      `${firstName} is completing a master's degree and sees clients as part of supervised clinical training, as Texas allows. You can verify the licenses of ${firstName}'s supervisors on the Texas license lookup.`,
    lookup: "Open the Texas license lookup",
  },
  supervision: {
    eyebrow: "Supervision",
    title: (names: string) => `Supervised by ${names}`,
    text: (firstName: string) =>
      `Supervision means an experienced, board-approved clinician reviews ${firstName}'s work every week. You get a therapist who is current on their training, with a second expert mind behind your care.`,
    meet: (name: string) => `Meet ${name}`,
  },
} as const;

/** The "?" beside a supervised clinician's credentials. */
export const moreOfTheTeamCopy = {
  heading: "Meet more of the team",
  link: "See the whole team",
} as const;

/** The page an unknown or former clinician's address gets. */
export const genericProfileCopy = {
  eyebrow: "Therapist Profile",
  title: "We couldn't find that therapist",
  lede: "The link you followed may be from our old website, or the therapist may have moved on. Everyone currently on the team is below, and we're happy to help you choose.",
  teamLink: "Meet the whole team",
  matchLink: `Get matched on a ${VIBE_CHECK}`,
  currentHeading: "Our current therapists",
  reconnectBefore: "Looking for a therapist who used to work with us? Call us at",
  reconnectAfter: "and we'll help you reconnect or continue your care with someone new.",
} as const;

/** The names of the specialty icon families, as the style guide lists them. */
export const specialtyFamilyNames = {
  premarital: "Premarital",
  trust: "Trust and repair",
  anxiety: "Anxiety and stress",
  family: "Family and boundaries",
  culture: "Culture and identity",
  screens: "Screens and phones",
  communication: "Communication",
} as const;
