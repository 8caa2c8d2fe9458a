import { z } from "~/lib/zod";

/** A simple {something}@{something}.{something} shape (spec 5), checked before any request. */
export const SIMPLE_EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
/** The fixed pageName of a newsletter signup (spec 3). */
export const NEWSLETTER_PAGE_NAME = "Newsletter Signup - The Clarity Drip";

export const newsletterSignupSchema = z.object({
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(100, "First name is too long"),
  lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(100, "Last name is too long"),
  email: z.string({ error: INVALID_EMAIL_MESSAGE }).trim().max(254, INVALID_EMAIL_MESSAGE).regex(SIMPLE_EMAIL_SHAPE, INVALID_EMAIL_MESSAGE),
  formId: z.string({ error: "formId is required" }).trim().min(1, "formId is required").max(100),
  portalId: z.string({ error: "portalId is required" }).trim().min(1, "portalId is required").max(100),
  pageName: z.string().trim().max(200).default(NEWSLETTER_PAGE_NAME),
  pageUri: z.string().max(2048).default("/"),
});

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;
