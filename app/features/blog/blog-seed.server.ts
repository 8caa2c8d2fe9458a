import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, blogSeedFiles } from "~/db/schema";
import { createPost, parsePostInput, updatePost } from "./blog.server";
import { parseBlogFile } from "./blog-file.server";

/**
 * Seeds the blog from the post files at start, idempotently:
 * - a new file creates its post;
 * - an unchanged file (same content hash as the file that last seeded the post) does nothing, so
 *   an edit made in the admin area is never overwritten by it, and a deleted post stays deleted;
 * - a changed file updates its post (the previous state is kept as a revision by "seed"), or
 *   creates it again if it was deleted.
 * Runs in one transaction under an advisory lock, so several instances starting together on one
 * PostgreSQL seed once. A file that does not parse is reported and skipped; the others go in.
 */
export interface SeedReport {
  created: string[];
  updated: string[];
  unchanged: string[];
  errors: { file: string; message: string }[];
}

export interface SeedFile {
  /** The name the file is known by in blog_seed_files (its base name). */
  name: string;
  text: string;
}

const SEED_LOCK_ID = 727_002;

export async function seedBlogPosts(db: Database, files: SeedFile[], now = new Date()): Promise<SeedReport> {
  const report: SeedReport = { created: [], updated: [], unchanged: [], errors: [] };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    for (const file of files) {
      const hash = createHash("sha256").update(file.text).digest("hex");
      const [seeded] = await tx.select().from(blogSeedFiles).where(eq(blogSeedFiles.fileName, file.name));
      if (seeded?.contentHash === hash) {
        report.unchanged.push(file.name);
        continue;
      }
      try {
        // Parsed before any write, so a bad file changes nothing.
        const input = parseBlogFile(file.text);
        const fields = parsePostInput(input, now);
        const postId = seeded?.postId ?? (await findExisting(tx, fields.slug, fields.legacyId));
        // A savepoint per file: one file's conflict (say, a slug taken) does not undo the others.
        // A new post's row dates from its publish time (sitemap lastmod), not from the server's start.
        const written = fields.publishedAt && fields.publishedAt < now ? fields.publishedAt : now;
        const post = await tx.transaction(async (sp) =>
          postId === null ? createPost(sp, fields, { now: written }) : updatePost(sp, postId, fields, { by: "seed", now }),
        );
        await tx
          .insert(blogSeedFiles)
          .values({ fileName: file.name, contentHash: hash, postId: post.id, seededAt: now })
          .onConflictDoUpdate({ target: blogSeedFiles.fileName, set: { contentHash: hash, postId: post.id, seededAt: now } });
        (postId === null ? report.created : report.updated).push(file.name);
      } catch (error) {
        report.errors.push({ file: file.name, message: error instanceof Error ? error.message : String(error) });
      }
    }
  });
  return report;
}

/** A post made before seeding knew its file (same slug or legacy id) is adopted, not duplicated. */
async function findExisting(db: Database, slug: string, legacyId: number | null): Promise<number | null> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, slug), legacyId === null ? undefined : eq(blogPosts.legacyId, legacyId)))
    .limit(1);
  return row?.id ?? null;
}

/** The post files: app/content/blog/*.md and the /blog/test page (app/content/blog-test-post.md). */
export function readBlogContentFiles(contentDir = blogContentFolder()): SeedFile[] {
  const dir = path.join(contentDir, "blog");
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".md"))
        .sort()
    : [];
  const files = names.map((name) => ({ name, text: readFileSync(path.join(dir, name), "utf8") }));
  const testPost = path.join(contentDir, TEST_POST_FILE);
  if (existsSync(testPost)) files.push({ name: TEST_POST_FILE, text: readFileSync(testPost, "utf8") });
  return files;
}

const TEST_POST_FILE = "blog-test-post.md";

/** app/content beside this file (tsx, tests) or under the working directory (the bundled server). */
export function blogContentFolder(): string {
  const candidates = [fileURLToPath(new URL("../../content", import.meta.url)), path.resolve("app/content")];
  return candidates.find((dir) => existsSync(path.join(dir, "blog"))) ?? candidates[1]!;
}
