// A minimal static file server, as a static host serves a site: `/x` is `<root>/x/index.html`,
// read from disk on every request, its precompressed `.br` (or `.gz`) sent to a client that
// accepts it. The baseline `npm run bench:serve` measures the site's own server against.
//   node --import tsx scripts/static-file-server.ts <root>   (prints {"listening":<port>})
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { preferredEncoding } from "../server/render-cache/middleware";

export interface StaticFile {
  file: string;
  encoding: "br" | "gzip" | null;
}

/** The file answering `urlPath` under `root` and its encoding; null for a path outside `root`. */
export function staticFileFor(root: string, urlPath: string, acceptEncoding: string): StaticFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split("?")[0]!);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const base = path.resolve(root);
  const html = path.join(base, decoded, "index.html");
  if (!html.startsWith(base + path.sep)) return null;
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === "br") return { file: `${html}.br`, encoding };
  if (encoding === "gzip") return { file: `${html}.gz`, encoding };
  return { file: html, encoding: null };
}

export function createStaticFileServer(root: string): Server {
  return createServer((req, res) => {
    const found = req.method === "GET" || req.method === "HEAD" ? staticFileFor(root, req.url ?? "/", req.headers["accept-encoding"] ?? "") : null;
    if (!found) {
      res.writeHead(req.method === "GET" || req.method === "HEAD" ? 404 : 405).end();
      return;
    }
    readFile(found.file).then(
      (body) => {
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-length": body.length,
          "cache-control": "public, max-age=0, must-revalidate",
          vary: "Accept-Encoding",
          ...(found.encoding ? { "content-encoding": found.encoding } : {}),
        });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      () => res.writeHead(404).end(),
    );
  });
}

// Run as a program: serve the folder named on the command line on a free loopback port.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = process.argv[2];
  if (!root) {
    console.error("Usage: node --import tsx scripts/static-file-server.ts <root>");
    process.exit(1);
  }
  const server = createStaticFileServer(root);
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.stdout.write(`${JSON.stringify({ listening: typeof address === "object" && address ? address.port : 0 })}\n`);
  });
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}
