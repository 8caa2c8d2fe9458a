import { clientExperienceDirector } from "./therapists";

/** The words on a clinician's card, on /team and in the therapist carousel. */
export const therapistCardCopy = {
  carouselLabel: "Our therapists",
  carouselItem: "therapist",
  meet: (firstName: string) => `Meet ${firstName}`,
  worksWith: (firstName: string) => `${firstName} works with`,
};

/** The "?" beside a supervised clinician's credential, on cards and profiles. */
export const supervisionTooltipCopy = {
  label: (name: string) => `Supervision details for ${name}`,
  eyebrow: "Supervision",
} as const;

/** The card that introduces the Director of Client Experience beside the contact and booking forms. */
export const directorCard = {
  heading: `Meet ${clientExperienceDirector.firstName}`,
  kicker: "Your first point of contact",
  name: clientExperienceDirector.name,
  role: clientExperienceDirector.role,
  text: clientExperienceDirector.description,
  phonePrompt: "Prefer to talk?",
};
