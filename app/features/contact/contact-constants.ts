/** What the contact form sends besides the visitor's fields: where to, and the page names the practice's CRM files leads under. */

/** Page names sent with the form (the homepage sends "Homepage"). */
export const CONTACT_PAGE_NAMES = { home: "Homepage", vibeCheck: "Vibe Check Page" } as const;

export const CONTACT_API_PATH = "/api/submit-homepage-form";
