/** The contact form's fixed texts (labels, messages, toasts) and our own notes around it, in one place. */
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
  communicationsOptIn: "I agree to receive other communications",
  dataStorageConsent: "I agree to allow the provider to store and process my personal data.",
  requiredNote: "Fields marked * are required.",
  clinicalNote:
    "Please don't include clinical details, diagnoses or anything you'd rather say out loud. A sentence about what's going on is plenty; we'll talk through the rest on your call.",
  crisisNote: "In crisis or thinking about harming yourself? Call or text 988, or call 911. This form isn't monitored around the clock.",
  servicePrompt: "Select a service",
} as const;
