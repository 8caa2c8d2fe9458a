import { describe, expect, it } from "vitest";
import { asShownAt, statusAt } from "./blog-status";

describe("a post's state as the screens show it", () => {
  const at = "2026-11-28T18:00:00.000Z";
  const time = Date.parse(at);
  it("is published once a scheduled post's time has passed, and otherwise what is stored", () => {
    expect(statusAt({ status: "scheduled", publishedAt: at }, time - 1)).toBe("scheduled");
    expect(statusAt({ status: "scheduled", publishedAt: at }, time)).toBe("published");
    expect(statusAt({ status: "draft", publishedAt: at }, time + 1)).toBe("draft");
    expect(statusAt({ status: "published", publishedAt: at }, time - 1)).toBe("published");
  });

  it("makes an editor's post live at that moment, and leaves an unchanged post as it is", () => {
    const post = { status: "scheduled" as const, publishedAt: at, live: false, title: "x" };
    expect(asShownAt(post, time - 1)).toBe(post);
    expect(asShownAt(post, time + 1)).toEqual({ ...post, status: "published", live: true });
    // Just published by the server, after the clock last moved: still live.
    const published = { ...post, status: "published" as const, live: true };
    expect(asShownAt(published, time - 60_000)).toBe(published);
  });
});
