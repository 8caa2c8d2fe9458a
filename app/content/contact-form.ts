import { personFieldCopy } from "./person-fields";

/** The contact form's words (labels, messages, toasts) and our own notes around it, in one place. */
export const contactCopy = {
  successTitle: "Request submitted",
  successDescription: "We'll get back to you within 24 business hours.",
  errorTitle: "Error submitting form",
  errorDescription: "Please try again later",
  submit: "Send My Request",
  submitting: "Submitting...",
  ...personFieldCopy,
  clinicalNote:
    "Please don't include clinical details, diagnoses or anything you'd rather say out loud. A sentence about what's going on is plenty; we'll talk through the rest on your call.",
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    serviceInterest: "Service of interest",
    message: "What's on your mind?",
  },
  optional: "(optional)",
  /** The hidden field bots fill in; people never see it. */
  honeypotLabel: "Leave this field empty",
  /** Said by the polite live region when a send is refused in the browser. */
  problems: (count: number) => (count === 1 ? "1 field needs your attention." : `${count} fields need your attention.`),
} as const;
