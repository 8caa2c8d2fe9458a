/** The newsletter's words (The Clarity Drip, one email a week): the signup modal, the signup page and its form. */
export const newsletterCopy = {
  title: "Join The Clarity Drip",
  description: "One email a week: therapist-backed tools, five-minute podcast episodes and new blogs. Unsubscribe any time.",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  close: "Close",
  submit: "Sign Me Up",
  submitting: "Signing Up...",
  successTitle: "Thank You for Signing Up!",
  successText: "You're now on the list! Watch your inbox for relationship tips and insights.",
  serverFailure: "Failed to sign up for newsletter",
  otherFailure: "Something went wrong. Please try again.",
  privacy: "We only use your email for the newsletter and never share it.",
  formErrorTitle: "We couldn’t sign you up",
  formErrorText: "Please check your name and email address and try again.",
} as const;

/** The words of the signup page (/newsletter), and its trail (under the Resources Hub). */
export const newsletterPage = {
  crumbs: [
    { name: "Home", path: "/" },
    { name: "Resources Hub", path: "/resources-hub" },
    { name: newsletterCopy.title, path: "/newsletter" },
  ],
  description:
    "The Clarity Drip: one email a week from Millennial Life’s Dallas therapists, with tools to try tonight, five-minute podcast episodes and new blog posts.",
  eyebrow: "Weekly newsletter",
};
