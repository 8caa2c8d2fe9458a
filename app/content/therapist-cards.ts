/** The words on a clinician's card, on /team and in the therapist carousel. */
export const therapistCardCopy = {
  carouselLabel: "Our therapists",
  carouselItem: "therapist",
  meet: (firstName: string) => `Meet ${firstName}`,
  worksWith: (firstName: string) => `${firstName} works with`,
};
