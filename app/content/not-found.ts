/** The copy of the 404 card. */

export const notFoundSeo = {
  title: "Page Not Found",
  description: "This page does not exist on the Millennial Life website. Find couples and individual therapy in Dallas from our homepage.",
};

export const notFoundCard = {
  eyebrow: "Lost the thread?",
  title: "404 Page Not Found",
  text: "The page you asked for isn't here. It may have moved when we rebuilt the site, or the link has a typo. Search for it, or pick up from one of the main sections.",
  developerNoteLabel: "Developer note",
  developerNote: "no route matches this path and it is not one of the old addresses we redirect, so the server answered HTTP 404.",
  searchLabel: "Search the site",
  sectionsHeading: "Main sections",
  vibeCheckText: "Not sure where to start? A free 15-minute call is the quickest way to find the right therapist.",
};

/** Where a lost visitor most often meant to go. */
export const notFoundSections = [
  { label: "Therapy services", to: "/services" },
  { label: "Meet our team", to: "/team" },
  { label: "Fees & FAQs", to: "/fees-and-faqs" },
  { label: "Resources Hub", to: "/resources-hub" },
  { label: "About us", to: "/about-us" },
  { label: "Homepage", to: "/" },
];
