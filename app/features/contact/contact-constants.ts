/** The contact form's fixed texts (labels, messages, toasts) and our own notes around it, in one place. */
import { personFieldCopy } from "~/content/person-fields";

/** Page names sent with the form (the homepage sends "Homepage"). */
export const CONTACT_PAGE_NAMES = { home: "Homepage", vibeCheck: "Vibe Check Page" } as const;

export const CONTACT_API_PATH = "/api/submit-homepage-form";

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
} as const;
