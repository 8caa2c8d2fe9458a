import { INVALID_EMAIL_MESSAGE, NEWSLETTER_PAGE_PATH } from "./newsletter-constants";

export { NEWSLETTER_FORM_ANCHOR, NEWSLETTER_PAGE_PATH } from "./newsletter-constants";

/** The newsletter modal's fixed texts (title, button, messages) and our own copy around them. */
export const NEWSLETTER_API_PATH = "/api/submit-hubspot";
/** The thank-you panel shows for 2000 ms, then the modal closes and clears. */
export const NEWSLETTER_SUCCESS_CLOSE_MS = 2000;

export const newsletterCopy = {
  title: "Join The Clarity Drip",
  description: "One email a week: therapist-backed tools, five-minute podcast episodes and new blogs. Unsubscribe any time.",
  submit: "Sign Me Up",
  submitting: "Signing Up...",
  successTitle: "Thank You for Signing Up!",
  successText: "You're now on the list! Watch your inbox for relationship tips and insights.",
  invalidEmail: INVALID_EMAIL_MESSAGE,
  serverFailure: "Failed to sign up for newsletter",
  otherFailure: "Something went wrong. Please try again.",
  privacy: "We only use your email for the newsletter and never share it.",
  formErrorTitle: "We couldn’t sign you up",
  formErrorText: "Please check your name and email address and try again.",
} as const;

/** The words of the signup page, and its trail (under the Resources Hub). */
export const newsletterPage = {
  crumbs: [
    { name: "Home", path: "/" },
    { name: "Resources Hub", path: "/resources-hub" },
    { name: newsletterCopy.title, path: NEWSLETTER_PAGE_PATH },
  ],
  description:
    "The Clarity Drip: one email a week from Millennial Life’s Dallas therapists, with tools to try tonight, five-minute podcast episodes and new blog posts.",
  eyebrow: "Weekly newsletter",
};
