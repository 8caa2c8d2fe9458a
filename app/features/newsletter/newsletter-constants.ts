/**
 * The newsletter's fixed names and places, free of any import: "Pour Me In" and the signup page
 * read them without pulling the form's validation code into a page's first load.
 */
/** The signup page: the form that works without JavaScript, and where "Pour Me In" leads. */
export const NEWSLETTER_PAGE_PATH = "/newsletter";
/** The id of the signup form on that page; a form post comes back to it. */
export const NEWSLETTER_FORM_ANCHOR = "newsletter-signup";
/** The fixed pageName of a newsletter signup. */
export const NEWSLETTER_PAGE_NAME = "Newsletter Signup - The Clarity Drip";
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
/** Where both signup forms send their fields. */
export const NEWSLETTER_API_PATH = "/api/submit-hubspot";
/** The thank-you panel shows for 2000 ms, then the modal closes and clears. */
export const NEWSLETTER_SUCCESS_CLOSE_MS = 2000;
