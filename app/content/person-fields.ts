/** The words around the person's fields that the contact form and the Vibe Check booking share (the consents' words are fixed). */
export const personFieldCopy = {
  communicationsOptIn: "I agree to receive other communications",
  dataStorageConsent: "I agree to allow the provider to store and process my personal data.",
  requiredNote: "Fields marked * are required.",
  /** After the label of a field that may be left empty. */
  optional: "(optional)",
  crisisNote: "In crisis or thinking about harming yourself? Call or text 988, or call 911. This form isn't monitored around the clock.",
  servicePrompt: "Select a service",
  nameLabels: { firstName: "First name", lastName: "Last name" },
  emailLabel: "Email",
  serviceLabel: "Service of interest",
  /** The hidden field bots fill in; people never see it. */
  honeypotLabel: "Leave this field empty",
  /** Said when a send is refused in the browser. */
  problems: (count: number) => (count === 1 ? "1 field needs your attention." : `${count} fields need your attention.`),
} as const;
