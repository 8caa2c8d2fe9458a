import { describe, expect, it } from "vitest";
import { fragmentTargets, pageReferences } from "./links";

describe("page references", () => {
  it("finds links, assets, sources, srcsets and forms, decoding entities, and skips inline script text and hints", () => {
    const html = [
      '<link rel="preconnect" href="https://fonts.example"/><link rel="stylesheet" href="/assets/app.css"/>',
      '<a href="/team?focus=couples&amp;format=online#list">Team</a><img src="/a.png" srcset="/a-1x.png 1x, /a-2x.png 2x" alt=""/>',
      '<script src="/assets/entry.js"></script><script>const s = "<a href=\\"/not-markup\\">";</script>',
      '<!-- <a href="/commented-out"> --><source src="/clip.mp3"/><form action="/api/submit-homepage-form" method="post"></form><form action="/resources/search"></form>',
    ].join("");
    expect(pageReferences(html)).toEqual([
      { href: "/assets/app.css", from: "link[href]" },
      { href: "/team?focus=couples&format=online#list", from: "a[href]" },
      { href: "/a.png", from: "img[src]" },
      { href: "/a-1x.png", from: "img[srcset]" },
      { href: "/a-2x.png", from: "img[srcset]" },
      { href: "/assets/entry.js", from: "script[src]" },
      { href: "/clip.mp3", from: "source[src]" },
      { href: "/api/submit-homepage-form", from: "form[action]", method: "post" },
      { href: "/resources/search", from: "form[action]", method: "get" },
    ]);
  });

  it("lists the ids and anchor names a fragment can land on", () => {
    expect([
      ...fragmentTargets('<main id="main"><section id="how-it-works"></section><a name="old-anchor"></a><script>x = \'id="fake"\'</script></main>'),
    ]).toEqual(["main", "how-it-works", "old-anchor"]);
  });
});
