import { Router, type NextFunction, type Request, type Response } from "express";
import { blogTopicSlugs } from "~/content/blog-taxonomy";
import {
  BlogPostError,
  deletePost,
  getPostById,
  isPublic,
  listAllPosts,
  listPublishedPosts,
  listRevisions,
  previewMarkdown,
  publishPost,
  restoreRevision,
  unpublishPost,
  updatePost,
  createPost,
  type BlogPost,
} from "~/features/blog/blog.server";
import { POSTS_PER_PAGE, postCards } from "~/features/blog/blog-pages.server";
import { clearSlot, setSlot } from "~/lib/media/media.server";
import { postCoverSlot } from "~/lib/media/media-urls";
import { loadPostCovers } from "~/lib/media/site-photos.server";
import { adminLocals } from "./admin-guard";
import { isPlainObject, parseBodyUpTo, POST_BODY_LIMIT } from "./body";
import type { ApiDeps } from "./deps";
import { statusAt } from "~/features/blog/blog-status";

const ID = /^[1-9]\d{0,14}$/;
const STATUSES = ["draft", "scheduled", "published"] as const;
/** How far ahead a post may be scheduled. */
const MAX_SCHEDULE_MS = 5 * 365 * 24 * 60 * 60 * 1000;
const NOT_YOURS = "Only an admin can change a post that is scheduled or published.";
const ADMINS_ONLY = "Only an admin can publish, schedule, unpublish or delete posts.";

/**
 * A post as the editor reads it: its row (in the state visitors see it in), where it lives,
 * whether visitors see it now, and the cover photo placed on it.
 */
async function editorPost(db: ApiDeps["db"], post: BlogPost) {
  const coverPhoto = (await loadPostCovers(db, [post.id])).get(post.id) ?? null;
  return { ...post, status: statusAt(post), path: `/blog/${post.slug}`, live: isPublic(post), coverPhoto };
}

/**
 * GET /api/blog: the published posts as JSON, public (who asks changes nothing).
 * Behind requireSession, for writers and admins: /posts (list, create), /posts/:id (read, update,
 * delete), /posts/:id/cover, /posts/:id/publish, /schedule, /unpublish, /posts/:id/revisions (and /:rev/restore),
 * /preview. A writer (not an admin) sees and edits drafts only and can preview; publishing,
 * scheduling, unpublishing and deleting are for admins.
 */
export function publicBlogHandler({ db, logger }: ApiDeps) {
  return async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-cache");
    const params = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
    const page = Number(params.get("page") ?? 1);
    const topic = params.get("topic") ?? undefined;
    if (!Number.isInteger(page) || page < 1 || page > 10_000) {
      res.status(400).json({ message: "page must be a whole number from 1." });
      return;
    }
    if (topic !== undefined && !(blogTopicSlugs as readonly string[]).includes(topic)) {
      res.status(400).json({ message: `Unknown topic. Topics: ${blogTopicSlugs.join(", ")}.` });
      return;
    }
    try {
      const result = await listPublishedPosts(db, { page, topic, perPage: POSTS_PER_PAGE });
      res.json({
        page: result.page,
        pageCount: result.pageCount,
        total: result.total,
        posts: (await postCards(db, result.posts)).map((card) => ({ ...card, path: `/blog/${card.slug}` })),
      });
    } catch (error) {
      logger.error({ err: error, path: req.path }, "public blog list failed");
      res.set("Retry-After", "30").status(503).json({ message: "The posts could not be read just now. Please try again." });
    }
  };
}

export function adminBlogRouter({ db, logger }: ApiDeps) {
  const router = Router();
  const json = parseBodyUpTo(POST_BODY_LIMIT, "json");
  router.use((_req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    next();
  });

  const handle = (work: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await work(req, res);
    } catch (error) {
      if (error instanceof BlogPostError) {
        if (error.status === 503) res.set("Retry-After", "5");
        res.status(error.status).json({ message: error.message, ...(error.field ? { field: error.field } : {}) });
        return;
      }
      logger.error({ err: error, path: req.path }, "blog editor request failed");
      res.set("Retry-After", "30").status(503).json({ message: "That did not work just now. Please try again." });
    }
  };
  const user = (res: Response) => adminLocals(res).adminUser;
  const by = (res: Response) => user(res).username;

  /** The post named in the path, if the signed-in user may work on it (a writer: drafts only). */
  async function postFor(req: Request, res: Response): Promise<BlogPost | null> {
    const id = String(req.params.id);
    const post = ID.test(id) ? await getPostById(db, Number(id)) : undefined;
    if (!post) {
      res.status(404).json({ message: "No such post. It may have been deleted." });
      return null;
    }
    if (!user(res).isAdmin && post.status !== "draft") {
      res.status(403).json({ message: NOT_YOURS });
      return null;
    }
    return post;
  }
  const adminsOnly = (_req: Request, res: Response, next: NextFunction) => {
    if (user(res).isAdmin) return next();
    res.status(403).json({ message: ADMINS_ONLY });
  };
  const objectBody = (req: Request, res: Response): Record<string, unknown> | null => {
    if (isPlainObject(req.body)) return req.body;
    res.status(400).json({ message: "Send the post as a JSON object." });
    return null;
  };

  router.get(
    "/posts",
    handle(async (req, res) => {
      const asked = new URLSearchParams(req.originalUrl.split("?")[1] ?? "").get("status");
      const status = (STATUSES as readonly (string | null)[]).includes(asked) ? (asked as BlogPost["status"]) : undefined;
      const isAdmin = user(res).isAdmin;
      res.json({ posts: await listAllPosts(db, { status: isAdmin ? status : "draft" }), canPublish: isAdmin });
    }),
  );

  router.post(
    "/posts",
    json,
    handle(async (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      if (!user(res).isAdmin && ((body.status !== undefined && body.status !== "draft") || (body.publishedAt !== undefined && body.publishedAt !== null))) {
        res.status(403).json({ message: ADMINS_ONLY });
        return;
      }
      const post = await createPost(db, { ...body, legacyId: null });
      res.status(201).json(await editorPost(db, post));
    }),
  );

  router.get(
    "/posts/:id",
    handle(async (req, res) => {
      const post = await postFor(req, res);
      if (post) res.json(await editorPost(db, post));
    }),
  );

  // Saves the content; the state and publish time change only through publish, schedule and unpublish.
  router.put(
    "/posts/:id",
    json,
    handle(async (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      const post = await postFor(req, res);
      if (!post) return;
      const input = { ...body, legacyId: post.legacyId, status: post.status, publishedAt: post.publishedAt };
      // The version the editor opened: a save made since by someone else is not overwritten.
      const base = typeof body.baseUpdatedAt === "string" && body.baseUpdatedAt.length <= 40 ? new Date(body.baseUpdatedAt) : undefined;
      if (body.baseUpdatedAt !== undefined && (!base || Number.isNaN(base.getTime()))) {
        res.status(400).json({ message: "baseUpdatedAt must be the post's updatedAt as sent by this API.", field: "baseUpdatedAt" });
        return;
      }
      res.json(await editorPost(db, await updatePost(db, post.id, input, { by: by(res), expectedUpdatedAt: base })));
    }),
  );

  // The cover photo: an upload from the media library in place of the drawn cover, or null to go back to it.
  router.put(
    "/posts/:id/cover",
    json,
    handle(async (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      const { assetId } = body;
      if (assetId !== null && (typeof assetId !== "string" || assetId.length > 64)) {
        res.status(400).json({ message: "Send assetId: the id of an upload, or null for the drawn cover." });
        return;
      }
      const post = await postFor(req, res);
      if (!post) return;
      if (assetId === null) await clearSlot(db, postCoverSlot(post.id));
      else {
        const placed = await setSlot(db, postCoverSlot(post.id), assetId);
        if ("error" in placed) {
          res.status(placed.error.status).json({ message: placed.error.message });
          return;
        }
      }
      res.json(await editorPost(db, post));
    }),
  );

  router.delete(
    "/posts/:id",
    adminsOnly,
    handle(async (req, res) => {
      const post = await postFor(req, res);
      if (!post) return;
      await deletePost(db, post.id);
      res.json({ ok: true, message: `Deleted "${post.title}".` });
    }),
  );

  router.post(
    "/posts/:id/publish",
    adminsOnly,
    handle(async (req, res) => {
      const post = await postFor(req, res);
      if (post) res.json(await editorPost(db, await publishPost(db, post.id, { by: by(res) })));
    }),
  );

  router.post(
    "/posts/:id/schedule",
    adminsOnly,
    json,
    handle(async (req, res) => {
      const body = objectBody(req, res);
      if (!body) return;
      const at = typeof body.publishAt === "string" && body.publishAt.length <= 40 ? new Date(body.publishAt) : null;
      const now = Date.now();
      if (!at || Number.isNaN(at.getTime())) {
        res.status(400).json({ message: "Send publishAt as a date and time (ISO 8601).", field: "publishAt" });
        return;
      }
      if (at.getTime() <= now) {
        res.status(400).json({ message: "Choose a publish time in the future.", field: "publishAt" });
        return;
      }
      if (at.getTime() > now + MAX_SCHEDULE_MS) {
        res.status(400).json({ message: "Choose a publish time within the next five years.", field: "publishAt" });
        return;
      }
      const post = await postFor(req, res);
      if (post) res.json(await editorPost(db, await publishPost(db, post.id, { by: by(res), at })));
    }),
  );

  router.post(
    "/posts/:id/unpublish",
    adminsOnly,
    handle(async (req, res) => {
      const post = await postFor(req, res);
      if (post) res.json(await editorPost(db, await unpublishPost(db, post.id, { by: by(res) })));
    }),
  );

  router.get(
    "/posts/:id/revisions",
    handle(async (req, res) => {
      const post = await postFor(req, res);
      if (post) res.json({ revisions: await listRevisions(db, post.id) });
    }),
  );

  router.post(
    "/posts/:id/revisions/:revisionId/restore",
    handle(async (req, res) => {
      const post = await postFor(req, res);
      if (!post) return;
      const revisionId = String(req.params.revisionId);
      if (!ID.test(revisionId)) {
        res.status(404).json({ message: "No such version of this post" });
        return;
      }
      res.json(await editorPost(db, await restoreRevision(db, post.id, Number(revisionId), { by: by(res) })));
    }),
  );

  router.post(
    "/preview",
    json,
    handle(async (req, res) => {
      const body = objectBody(req, res);
      if (body) res.json(await previewMarkdown(db, body.bodyMarkdown));
    }),
  );

  return router;
}
