import { describe, expect, it } from "vitest";
import { externalReferrerHost } from "./first-party-beacon";
import { pageViewFor } from "./page-view";

describe("pageViewFor", () => {
  it("builds the page-view payload (path with its query, title, location), dropping the fragment", () => {
    expect(pageViewFor(new URL("https://www.millenniallifecounseling.com/vibe-check?utm_source=ig#contact"), "Vibe Check | Millennial Life")).toEqual({
      page_path: "/vibe-check?utm_source=ig",
      page_title: "Vibe Check | Millennial Life",
      page_location: "https://www.millenniallifecounseling.com/vibe-check?utm_source=ig",
    });
  });
});

describe("externalReferrerHost", () => {
  it("keeps only the host of another site", () => {
    expect(externalReferrerHost("https://www.google.com/search?q=couples+therapy+dallas", "www.millenniallifecounseling.com")).toBe("www.google.com");
    expect(externalReferrerHost("https://www.millenniallifecounseling.com/team", "www.millenniallifecounseling.com")).toBeUndefined();
    expect(externalReferrerHost("", "x.test")).toBeUndefined();
    expect(externalReferrerHost("not a url", "x.test")).toBeUndefined();
  });
});
