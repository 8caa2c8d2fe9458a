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

/** The newsletter band on the homepage, the resources hub and the guide pages. */
export const newsletterSection = {
  id: "podcast-blog",
  heading: "The Clarity Drip: Resources for Growth",
  text: "One email a week with a therapist-backed tool you can try tonight, plus new podcast episodes and blog posts when they come out. No spam, no guilt trips, unsubscribe any time.",
  button: "Pour Me In",
  links: [
    { label: "Listen to the podcast", to: "/resources/podcasts" },
    { label: "Read the blog", to: "/resources/blog" },
  ],
  perks: ["Therapist-backed tools", "Five-minute podcast episodes", "New blog posts from our therapists"],
};
