import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown.server";
import { asOwnParagraph, imageMarkdown } from "./image-markdown";

describe("imageMarkdown", () => {
  it("writes alt and caption so the writer's words stay text", async () => {
    const md = imageMarkdown({ url: "/media/0123456789abcdef-original.jpg", alt: 'Two mugs [on] a "table" \\ shared', caption: 'Our "quiet" room\nat 8 am' });
    expect(md).toBe('![Two mugs \\[on\\] a "table" \\\\ shared](/media/0123456789abcdef-original.jpg "Our \\"quiet\\" room at 8 am")');
  });

  it("leaves the title out without a caption", () => {
    expect(imageMarkdown({ url: "/media/0123456789abcdef-original.png", alt: "  A plant  " })).toBe("![A plant](/media/0123456789abcdef-original.png)");
  });

  it("is read back by the Markdown renderer as a library figure with that alt text and caption", () => {
    const url = "/media/0123456789abcdef-original.jpg";
    const picture = { avifSrcset: "/a.avif 640w", webpSrcset: "/a.webp 640w", src: "/a.webp", width: 640, height: 480 };
    const { html, imageSources } = renderMarkdown(`Before.\n\n${imageMarkdown({ url, alt: "a [b] c", caption: 'say "hi"' })}\n`, {
      images: { [url]: picture },
    });
    expect(imageSources).toEqual([url]);
    expect(html).toContain('alt="a [b] c"');
    expect(html).toMatch(/<figure[^>]*>[\s\S]*<picture>[\s\S]*<figcaption[^>]*>say "hi"<\/figcaption><\/figure>/);
  });
});

describe("asOwnParagraph", () => {
  it("puts blank lines around the text only where there is none", () => {
    expect(asOwnParagraph("", "X", "")).toEqual({ insert: "X\n", caret: 2 });
    expect(asOwnParagraph("Intro.", "X", "Outro.")).toEqual({ insert: "\n\nX\n\n", caret: 5 });
    expect(asOwnParagraph("Intro.\n", "X", "\nOutro.")).toEqual({ insert: "\nX\n", caret: 3 });
    expect(asOwnParagraph("Intro.\n\n", "X", "\n\nOutro.")).toEqual({ insert: "X", caret: 1 });
  });
});
