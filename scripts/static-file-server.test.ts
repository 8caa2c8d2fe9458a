import { request, type Server } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticFileServer, staticFileFor } from "./static-file-server";

describe("staticFileFor", () => {
  const root = path.resolve("/srv/site");

  it("maps a page path to its folder's index.html, precompressed when the client accepts it", () => {
    expect(staticFileFor(root, "/", "br")).toEqual({ file: path.join(root, "index.html.br"), encoding: "br" });
    expect(staticFileFor(root, "/services?x=1", "gzip, deflate")).toEqual({ file: path.join(root, "services/index.html.gz"), encoding: "gzip" });
    expect(staticFileFor(root, "/services", "br;q=0, gzip")).toEqual({ file: path.join(root, "services/index.html.gz"), encoding: "gzip" });
    expect(staticFileFor(root, "/services", "")).toEqual({ file: path.join(root, "services/index.html"), encoding: null });
  });

  it("refuses paths outside the root and malformed escapes", () => {
    expect(staticFileFor(root, "/../etc/passwd", "")).toBeNull();
    expect(staticFileFor(root, "/%2e%2e/%2e%2e/etc", "")).toBeNull();
    expect(staticFileFor(root, "/%E0%A4%A", "")).toBeNull();
    expect(staticFileFor(root, "/a%00b", "")).toBeNull();
  });
});

describe("the static file server", () => {
  const html = "<!doctype html><title>Home</title><p>Hello</p>";
  let root: string;
  let origin: string;
  let server: Server;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "static-file-server-"));
    mkdirSync(path.join(root, "services"));
    for (const dir of [root, path.join(root, "services")]) {
      writeFileSync(path.join(dir, "index.html"), html);
      writeFileSync(path.join(dir, "index.html.br"), brotliCompressSync(html));
      writeFileSync(path.join(dir, "index.html.gz"), gzipSync(html));
    }
    server = createStaticFileServer(root);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  // node:http, not fetch: fetch would decompress the body and hide what was sent.
  it("sends the precompressed brotli file to a client that accepts br", async () => {
    const { status, headers, body } = await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${origin}/services`, { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["vary"]).toBe("Accept-Encoding");
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it("sends the plain file without an encoding, 404 for a page it does not have, 405 for a POST", async () => {
    const plain = await fetch(`${origin}/`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
    expect((await fetch(`${origin}/nowhere`)).status).toBe(404);
    expect((await fetch(`${origin}/`, { method: "POST" })).status).toBe(405);
  });
});
