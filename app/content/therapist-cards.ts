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
