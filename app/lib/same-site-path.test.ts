import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path";

describe("sameSitePath", () => {
  it.each([
    ["/", "/"],
    ["/vibe-check", "/vibe-check"],
    ["/services/couples?x=1#top", "/services/couples"],
    ["/services/../team", "/team"],
    ["/.%2f/evil.example", "/.%2f/evil.example"],
  ])("keeps the same-site path %j as %j", (value, path) => {
    expect(sameSitePath(value)).toBe(path);
  });

  it.each([
    "https://evil.example/x",
    "//evil.example/x",
    "/\\evil.example",
    "/./\\evil.example",
    "/.//evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/..//evil.example",
    "javascript:alert(1)",
    "/\u0000",
    "/a\tb",
    "",
    "x",
    `/${"a".repeat(3000)}`,
    42,
    null,
  ])("sends %j home", (value) => {
    expect(sameSitePath(value)).toBe("/");
  });
});
