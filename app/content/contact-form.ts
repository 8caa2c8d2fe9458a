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
    ...personFieldCopy.nameLabels,
    email: personFieldCopy.emailLabel,
    phone: "Phone",
    serviceInterest: personFieldCopy.serviceLabel,
    message: "What's on your mind?",
  },
} as const;
