import type { NextFunction, Request, Response } from "express";
import type { Database } from "~/db/client.server";
import { findServedFile, readServedBytes } from "~/lib/media/media.server";
import { MEDIA_EXTENSIONS, MEDIA_HASH_PREFIX_LENGTH } from "~/lib/media/media-urls";
import type { Logger } from "./logger";

/** Bytes read from the database per query while streaming: memory stays flat for a 200 MB episode. */
export const MEDIA_CHUNK_BYTES = 1024 * 1024;

// Exactly what mediaUrl() writes; anything else (encoded dots, doubled slashes, NUL) is not a file.
const FILE_NAME = new RegExp(`^/([0-9a-f]{${MEDIA_HASH_PREFIX_LENGTH}})-(original|(?:avif|webp)-[1-9][0-9]{0,4})\\.([a-z0-9]{3,4})$`);

/**
 * Uploaded files under /media: found by the content hash in the name, so each URL is cached for a
 * year; with ETag revalidation and byte ranges (audio players seek with them).
 */
export function serveMedia({ db, logger }: { db: Database; logger: Logger }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    // /media itself is the public Media & Press page; only the files below it are ours.
    if (req.path === "/") return next();
    res.set("X-Content-Type-Options", "nosniff");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD").status(405).type("text/plain").send("Method not allowed.");
      return;
    }
    const match = FILE_NAME.exec(req.path);
    const notFound = () => res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.");
    if (!match || req.originalUrl.split("?")[0] !== `/media${req.path}`) return notFound();
    const [, prefix, variant, ext] = match as unknown as [string, string, string, string];
    try {
      const found = await findServedFile(db, prefix, variant);
      if (!found || MEDIA_EXTENSIONS[found.mime] !== ext) return notFound();
      const etag = `"${found.sha256}"`;
      res.set({
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: etag,
        "Accept-Ranges": "bytes",
        "Content-Type": found.mime,
      });
      if (matchesEtag(req.get("if-none-match"), etag)) return res.status(304).end();

      const ifRange = req.get("if-range");
      const range = ifRange === undefined || ifRange === etag ? parseRange(req.get("range"), found.bytes) : null;
      if (range === "unsatisfiable") {
        res.set("Content-Range", `bytes */${found.bytes}`).status(416).type("text/plain").send("Range not satisfiable.");
        return;
      }
      const [start, end] = range ?? [0, found.bytes - 1];
      if (range) res.status(206).set("Content-Range", `bytes ${start}-${end}/${found.bytes}`);
      res.set("Content-Length", String(end - start + 1));
      if (req.method === "HEAD") return res.end();
      await streamBytes(db, found.assetId, variant, start, end, res);
    } catch (error) {
      if (res.headersSent) {
        logger.warn({ err: error }, "media: streaming stopped");
        res.destroy();
        return;
      }
      next(error);
    }
  };
}

async function streamBytes(db: Database, assetId: string, variant: string, start: number, end: number, res: Response) {
  let closed = false;
  res.once("close", () => (closed = true));
  for (let at = start; at <= end && !closed; at += MEDIA_CHUNK_BYTES) {
    const length = Math.min(MEDIA_CHUNK_BYTES, end - at + 1);
    const chunk = await readServedBytes(db, assetId, variant, at, length);
    // Deleted while being sent: end the response short rather than pad it.
    if (!chunk || chunk.byteLength !== length) throw new Error("media file changed while being sent");
    if (!res.write(chunk)) await new Promise<void>((resolve) => (res.once("drain", resolve), res.once("close", resolve)));
  }
  res.end();
}

/** If-None-Match: a list of tags or *, compared weakly as the HTTP spec asks for this header. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * The first range of a Range header as [start, end] inclusive; null when there is none or it is
 * not understood (the whole file is sent); "unsatisfiable" when it lies past the end.
 */
export function parseRange(header: string | undefined, size: number): [number, number] | null | "unsatisfiable" {
  if (!header) return null;
  const spec = /^bytes=\s*(.+)$/i.exec(header.trim());
  if (!spec) return null;
  const first = spec[1]!.split(",")[0]!.trim();
  const parts = /^(\d{0,15})-(\d{0,15})$/.exec(first);
  if (!parts || (parts[1] === "" && parts[2] === "")) return null;
  if (parts[1] === "") {
    const suffix = Number(parts[2]);
    if (suffix === 0) return "unsatisfiable";
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(parts[1]);
  const end = parts[2] === "" ? size - 1 : Math.min(Number(parts[2]), size - 1);
  if (parts[2] !== "" && Number(parts[2]) < start) return null;
  if (start >= size) return "unsatisfiable";
  return [start, end];
}

/** The largest upload (an episode) plus room for the form's other fields and multipart framing. */
export const MEDIA_UPLOAD_BODY_LIMIT_BYTES = 200 * 1024 * 1024 + 64 * 1024;

/**
 * The media screen's posts: the page action reads the whole form into memory, so a declared
 * length over the limit is refused with 413 before a byte is read, and a body of unknown length
 * (browsers always declare it for a form) with 411. Node stops a body at its declared length.
 */
export function capMediaUploadBody() {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers["content-length"];
    const refuse = (status: number, message: string) =>
      res.set({ Connection: "close", "Cache-Control": "no-store" }).status(status).type("text/plain").send(message);
    if (declared === undefined && req.headers["transfer-encoding"] !== undefined) return refuse(411, "Send the upload with its length.");
    if (declared !== undefined && !(Number(declared) <= MEDIA_UPLOAD_BODY_LIMIT_BYTES))
      return refuse(413, "That file is larger than the media library takes (200 MB).");
    next();
  };
}
