/** The cookie banner's words, shown on every page until a visitor chooses. */

export const cookieBannerCopy = {
  closeLabel: "Close cookie settings",
  policyLinks: { readOur: "Read our", privacy: "Privacy Policy", and: "and", cookie: "Cookie Policy" },
  gpcNote: "Your browser sends Global Privacy Control, so Accept All keeps marketing off (Customize can change that).",
  main: {
    heading: "Your visit, your call",
    text: "We only use what this site needs to work. With your OK, we'd also measure visits and page speed (Google Analytics, Microsoft Clarity) to make help easier to find. Nothing is shared until you choose.",
    customize: "Customize",
    necessaryOnly: "Necessary Only",
    acceptAll: "Accept All",
  },
  preferences: {
    heading: "Cookie preferences",
    intro: 'Choose what you\'re comfortable with. You can change this any time from "Cookie settings" at the bottom of every page.',
    necessary: { label: "Necessary", description: "Runs the site and remembers this choice." },
    categories: {
      analytics: { label: "Analytics", description: "Visit counts, page speed and session replays. Form fields stay masked." },
      marketing: { label: "Marketing", description: "Lets ad platforms measure our ads." },
      functional: { label: "Functional", description: "Embedded extras, such as reviews." },
    },
    marketingOffUnderGpc: " Off under your browser's Global Privacy Control.",
    back: "Back",
    save: "Save Preferences",
  },
} as const;
