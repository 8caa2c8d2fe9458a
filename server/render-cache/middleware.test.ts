import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts";
import { classify, preferredEncoding } from "./middleware";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({
  method,
  path: url.split("?")[0]!,
  originalUrl: url,
  headers: { host: "www.millenniallifecounseling.com", ...headers },
});

describe("which requests share a cached page", () => {
  it("keys a page by its path and the query parameters it reads, in a stable order", () => {
    expect(classify(request("/team?focus=couples"))).toEqual({
      kind: "public",
      key: "https://www.millenniallifecounseling.com/team?focus=couples",
    });
    const a = classify(request("/team?format=online&focus=couples"));
    const b = classify(request("/team?focus=couples&format=online"));
    expect(a).toEqual(b);
    expect(classify(request("/team"))).not.toEqual(classify(request("/team?focus=couples")));
  });

  it("never stores the live pages: the free call times and a visitor's own booking, in any letter case or as data", () => {
    for (const path of [
      "/vibe-check",
      "/vibe-check?service=premarital-counseling",
      "/Vibe-Check",
      "/vibe-check/",
      "/vibe-check.data",
      "/vibe-check/booking/abc",
    ]) {
      expect(classify(request(path)), path).toEqual({ kind: "private" });
    }
    // A page that merely starts with the same letters is not live.
    expect(classify(request("/vibe-checker")).kind).toBe("public");
  });

  it("ignores campaign tags, and treats any other parameter (a form's result) as personal", () => {
    expect(classify(request("/services?utm_source=press&utm_medium=article&gclid=abc"))).toEqual(classify(request("/services")));
    expect(classify(request("/team?submitted=1"))).toEqual({ kind: "private" });
    expect(classify(request("/?error=1"))).toEqual({ kind: "private" });
    // A parameter one page reads is not a key on another page.
    expect(classify(request("/services?service=premarital-counseling"))).toEqual({ kind: "private" });
  });

  it("never shares admin pages, the API, signed-in visitors or credentials", () => {
    expect(classify(request("/admin"))).toEqual({ kind: "private" });
    expect(classify(request("/admin/blog/3"))).toEqual({ kind: "private" });
    expect(classify(request("/admin.data"))).toEqual({ kind: "private" });
    expect(classify(request("/api/submit-hubspot"))).toEqual({ kind: "private" });
    expect(classify(request("/", { cookie: "ml_admin=abcdefghijklmnopqrstuvwxyz" }))).toEqual({ kind: "private" });
    expect(classify(request("/", { cookie: "_ga=1; __Host-ml_admin=abcdefghijklmnopqrstuvwxyz" }))).toEqual({ kind: "private" });
    expect(classify(request("/", { authorization: "Basic eDp5" }))).toEqual({ kind: "private" });
    // An analytics cookie says nothing about who is reading.
    expect(classify(request("/", { cookie: "_ga=GA1.1.1" }))).toMatchObject({ kind: "public" });
    expect(classify(request("/", {}, "POST"))).toEqual({ kind: "other" });
  });

  it("keys by the canonical origin the page prints, so a forged Host cannot poison the cache", () => {
    const forged = classify(request("/", { host: "evil.example" }));
    const forwarded = classify(request("/", { "x-forwarded-host": "evil.example" }));
    expect(forged).toEqual({ kind: "public", key: "https://www.millenniallifecounseling.com/" });
    expect(forwarded).toEqual(forged);
  });

  it("keys client navigations' data by the routes they ask for", () => {
    expect(classify(request("/services.data?_routes=root,page-services"))).toEqual({
      kind: "public",
      key: "https://www.millenniallifecounseling.com/services.data?_routes=root%2Cpage-services",
    });
    expect(classify(request("/services?_routes=root"))).toEqual({ kind: "private" });
  });
});

describe("content negotiation", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
  });
});

describe("inline script hashes", () => {
  it("hashes the exact text of each runnable inline script, not external scripts or JSON-LD", () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{"@type":"Thing"}</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });
});
