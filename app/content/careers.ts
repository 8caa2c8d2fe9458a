import type { Crumb } from "~/content/crumb";

/** /join-our-team: open roles, what clinicians get, and how to apply (by e-mail, no stored form). */
export interface Role {
  id: string;
  title: string;
  type: string;
  summary: string;
  requirements: string[];
}

export const openRoles: Role[] = [
  {
    id: "licensed-couples-therapist",
    title: "Licensed Couples Therapist (LMFT or LPC)",
    type: "Part-time or full-time, hybrid",
    summary: "See couples and individuals in our Dallas office and online, with a full referral pipeline and time protected for training.",
    requirements: [
      "An active, independent Texas LMFT or LPC license",
      "Training in at least one couples model, such as Gottman, EFT or PACT",
      "At least two evening or weekend blocks a week",
    ],
  },
  {
    id: "associate-therapist",
    title: "Associate Therapist (LMFT Associate or LPC Associate)",
    type: "Full-time, hybrid",
    summary: "Build your hours toward full licensure with weekly supervision from our board-approved supervisors included at no cost to you.",
    requirements: [
      "An active Texas LMFT Associate or LPC Associate license, or one pending",
      "A genuine interest in relationship work",
      "Comfort seeing clients both online and in person",
    ],
  },
  {
    id: "clinical-intern",
    title: "Masters-Level Clinical Intern",
    type: "Practicum placement, two or three semesters",
    summary: "A practicum site for students in COAMFTE or CACREP programs, with live case consultation and real couples work from your first semester.",
    requirements: [
      "Enrolled in a master's program in marriage and family therapy or counseling",
      "Your program's approval for an off-campus placement",
      "Availability for at least one evening each week",
    ],
  },
];

export const clinicianBenefits = [
  { title: "Full caseload, no marketing", text: "Our Director of Client Experience handles every inquiry and matches clients to you. You focus on therapy." },
  { title: "Supervision included", text: "Associates and interns get weekly supervision from board-approved supervisors at no cost." },
  { title: "Training budget", text: "An annual budget for continuing education, plus in-house Gottman and EFT training days." },
  { title: "Your schedule, your way", text: "Choose your hours and mix office and online days. Early birds and night owls are both welcome." },
  { title: "Admin handled", text: "Scheduling, billing, superbills and the client portal are done for you." },
  { title: "A team that talks", text: "Weekly case consultation, a monthly team lunch and people who actually answer your messages." },
];

export const howToApply = {
  subjectFormat: "Application: [role] - [your name]",
  include: [
    "Your CV or resume",
    "Your Texas license type and number (or your program and expected graduation date)",
    "A few sentences on why relationship work matters to you",
    "The days and times you'd like to see clients",
  ],
  steps: [
    { title: "Send an email", text: "We reply to every application within five business days." },
    { title: "A 30-minute video chat", text: "A relaxed conversation with our clinical director about your work and what you're looking for." },
    { title: "A case conversation", text: "We talk through a sample case together. No trick questions; we want to see how you think." },
    { title: "Meet the team", text: "Coffee with a couple of our therapists, then an offer if it feels right on both sides." },
  ],
  privacyNote:
    "We don't collect applications through a website form. Your email goes straight to our hiring team, is used only to consider you for a role, and is deleted within 12 months if we don't hire you, or sooner if you ask.",
};

export const equalOpportunity =
  "Millennial Life is an equal opportunity employer. We especially encourage applications from clinicians of color, LGBTQ+ clinicians, bilingual clinicians and people whose lived experience reflects the communities we serve.";

/** A mailto link to the careers address for an application, its subject naming the role when there is one. */
export function applyMailto(careersEmail: string, roleTitle?: string): string {
  const subject = roleTitle ? howToApply.subjectFormat.replace("[role]", roleTitle) : howToApply.subjectFormat;
  return `mailto:${careersEmail}?subject=${encodeURIComponent(subject)}`;
}

export const careersCrumbs: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Join Our Team", path: "/join-our-team" },
];

export const careersSeo = {
  title: "Join Our Team: Therapist and Intern Careers in Dallas",
  description:
    "Join Millennial Life in Dallas: roles for licensed couples therapists, LMFT and LPC associates and masters-level interns, with supervision and a full caseload.",
};

export const careersHeader = {
  eyebrow: "Join our team",
  title: "Do the relationship work you trained for",
  lede: "We handle the marketing, the scheduling and the billing. You get a full caseload of couples and individuals, real supervision, and a team that actually talks to each other.",
  rolesLink: "See open roles",
  applyLink: "How to apply",
};

export const careersSections = {
  benefits: { eyebrow: "What you get", title: "Why clinicians join Millennial Life" },
  roles: {
    eyebrow: "Open roles",
    title: "Who we're looking for",
    /** Names the city of the office saved in Settings. */
    intro: (contact: { address: { city: string } }) =>
      `All roles are based in our ${contact.address.city} office with online days. We see clients across Texas, so every clinician needs a Texas license or placement.`,
    requirementsLabel: "You'll bring",
    applyLabel: "Apply by email",
  },
  apply: {
    eyebrow: "How to apply",
    title: "Send us an email. That's it.",
    /** "Email {address} with the subject line {format} and include:" */
    emailLead: "Email",
    subjectLead: "with the subject line",
    includeLead: "and include:",
    stepsTitle: "What happens next",
    teamLink: "Meet the team you'd be joining",
  },
  cta: {
    title: "Looking for therapy rather than a job?",
    text: "Start with a free 15-minute Vibe Check, booked online at a time that suits you. We'll match you with a therapist who fits.",
  },
};
