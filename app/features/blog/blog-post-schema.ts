import { blogCoverMotifs, blogTopicSlugs } from "~/content/blog-taxonomy";
import { therapists } from "~/content/therapists";
import { z } from "~/lib/zod";

/**
 * One post's editable fields, as the content files and the admin editor send them. The same
 * schema checks a seed file at start and an editor's save on the server (and can check the
 * editor's form in the browser: no server code here).
 */
export const BLOG_SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const therapistSlugs = therapists.map((t) => t.slug) as [string, ...string[]];
/** Control characters other than tab and newline never belong in a post (NUL breaks PostgreSQL text). */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const noControlChars = (s: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s);

const line = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is at most ${max} characters`)
    .refine((s) => noControlChars(s) && !/[\r\n]/.test(s), `${name} must be one line of plain text`);

export const blogPostInputSchema = z.object({
  title: line("Title", 160),
  slug: z
    .string({ error: "Slug is required" })
    .trim()
    .min(1, "Slug is required")
    .max(100, "Slug is at most 100 characters")
    .regex(BLOG_SLUG_SHAPE, "Slug: lower-case letters, digits and single hyphens")
    // /blog/{digits} and /blog/{digits}-{slug} are the legacy id paths.
    .refine((s) => !/^\d+(?:-|$)/.test(s), "Slug must not start with a number"),
  excerpt: line("Excerpt", 200),
  bodyMarkdown: z
    .string({ error: "Body is required" })
    .min(1, "Body is required")
    .max(100_000, "Body is at most 100,000 characters")
    .refine(noControlChars, "Body contains control characters"),
  authorSlug: z.enum(therapistSlugs, { error: "Author must be one of the practice's therapists" }),
  topics: z
    .array(z.enum(blogTopicSlugs, { error: "Unknown topic" }))
    .min(1, "Choose 1 to 3 topics")
    .max(3, "Choose 1 to 3 topics")
    .refine((t) => new Set(t).size === t.length, "Topics must not repeat"),
  cover: z.enum(blogCoverMotifs, { error: "Unknown cover motif" }),
  crisisNote: z.boolean().default(false),
  legacyId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  status: z.enum(["draft", "scheduled", "published"]).default("draft"),
  /** Required unless the post is a draft; in the future for a scheduled post. */
  publishedAt: z.coerce.date({ error: "Publish time must be a date and time" }).nullable().default(null),
});

export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostFields = z.output<typeof blogPostInputSchema>;
