import { type Page } from "@playwright/test";
import { formatUsd } from "../../app/content/fees";
import { priceLabel, priceOf, services, sessionFeesOf, serviceVariants, vibeCheckHrefFor } from "../../app/content/services";
import { expect, gotoHydrated, recordDataRequests, test, waitForCookieBanner } from "./helpers";

const ORIGIN = "https://www.millenniallifecounseling.com";
const CRISIS_PAGES = ["/crisis-couples", "/crisis-couples-fixed", "/repair", "/rescue-rebuild"];
const programs = services.filter((s) => s.kind === "program");

/** Every page this capability owns, with the h1 it must show. */
const pages = [
  ...services.map((s) => ({ path: s.path, h1: s.title, vibeHref: vibeCheckHrefFor(s) })),
  ...serviceVariants.map((v) => {
    const entry = services.find((s) => s.slug === v.of)!;
    return { path: v.path, h1: entry.title, vibeHref: vibeCheckHrefFor(entry) };
  }),
  { path: "/services", h1: "Therapy for where you are right now", vibeHref: "/vibe-check" },
  { path: "/programs", h1: "Programs with a clear start and finish", vibeHref: "/vibe-check" },
  { path: "/get-matched", h1: "Find your fit in about two minutes", vibeHref: "/vibe-check" },
];

async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b));
}

test.describe("service and program pages", () => {
  for (const p of pages) {
    test(`${p.path} renders its own h1, description and Vibe Check CTA`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(p.h1);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);
      const cta = page.getByTestId("vibe-check-cta");
      await expect(cta).toBeVisible();
      await expect(cta.getByRole("link", { name: "Book My Free 15-Min Vibe Check" })).toHaveAttribute("href", p.vibeHref);
      await expect(page.locator("main").getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    });
  }

  test("every page has a unique title and description", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const p of pages) {
      const html = await (await request.get(p.path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(title, p.path).not.toBe("");
      expect(titles.get(title), `${p.path} repeats a title`).toBeUndefined();
      expect(descriptions.get(description), `${p.path} repeats a description`).toBeUndefined();
      titles.set(title, p.path);
      descriptions.set(description, p.path);
    }
  });

  test("the hero button of a service page preselects its service of interest", async ({ page }) => {
    await page.goto("/reset");
    await expect(page.locator("main section").first().getByRole("link", { name: "Book My Free 15-Min Vibe Check" })).toHaveAttribute(
      "href",
      "/vibe-check?service=6-session-reset",
    );
    await page.goto("/crisis-couples");
    // The crisis page's button says what it does: it books the first free time.
    await expect(page.getByRole("link", { name: "Book the First Free Time" })).toHaveAttribute("href", "/vibe-check?service=crisis-high-stress");
  });

  test("/services links to every service and program, /programs to every program, neither to the variant", async ({ page }) => {
    await page.goto("/services");
    for (const s of services) await expect(page.locator(`main a[href="${s.path}"]`).first(), s.path).toBeVisible();
    await page.goto("/programs");
    for (const s of programs) await expect(page.locator(`main a[href="${s.path}"]`).first(), s.path).toBeVisible();
    for (const v of serviceVariants) {
      await expect(page.locator(`a[href="${v.path}"]`)).toHaveCount(0);
      await page.goto("/services");
      await expect(page.locator(`a[href="${v.path}"]`)).toHaveCount(0);
    }
  });

  test("the campaign variant is noindex with its canonical on /crisis-couples", async ({ page }) => {
    await page.goto("/crisis-couples-fixed");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/crisis-couples`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await page.goto("/crisis-couples");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/crisis-couples`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  });

  test("crisis pages say plainly that we are not an emergency service and link 988 and 911", async ({ page }) => {
    for (const path of CRISIS_PAGES) {
      await page.goto(path);
      const notice = page.getByTestId("crisis-notice");
      await expect(notice, path).toContainText("not an emergency service");
      await expect(notice.locator('a[href="tel:911"]')).toBeVisible();
      await expect(notice.locator('a[href="tel:988"]')).toBeVisible();
      await expect(notice.locator('a[href="sms:988"]')).toBeVisible();
    }
    await page.goto("/strengthen-reconnect");
    await expect(page.getByTestId("crisis-notice")).toHaveCount(0);
  });

  test("service pages carry valid Service, BreadcrumbList and FAQPage JSON-LD with the right offer", async ({ page }) => {
    for (const s of services) {
      await page.goto(s.path);
      const blocks = await jsonLd(page);
      const byType = new Map(blocks.map((b) => [b["@type"], b]));
      expect([...byType.keys()].sort(), s.path).toEqual(["BreadcrumbList", "FAQPage", "Service"]);
      for (const b of blocks) expect(b["@context"]).toBe("https://schema.org");

      const service = byType.get("Service")!;
      expect(service.name).toBe(s.title);
      expect(service.url).toBe(`${ORIGIN}${s.path}`);
      expect(service.provider).toMatchObject({ "@type": "MedicalBusiness", "@id": `${ORIGIN}/#practice` });
      expect(service.areaServed).toContainEqual(expect.objectContaining({ "@type": "State", name: "Texas" }));
      expect(service.offers).toMatchObject({ "@type": "Offer", price: String(priceOf(s).amountUsd), priceCurrency: "USD" });
      // The page shows the same price as its offer: "From $120 per 50-minute session ($60 with our intern)" for sessions.
      await expect(page.getByTestId("service-price"), s.path).toHaveText(priceLabel(s));
      if (s.kind === "service") {
        expect(service.offers.priceSpecification.minPrice, s.path).toBe(priceOf(s).amountUsd);
        const levels = page.getByTestId("session-fee-levels");
        // Only the levels of the clinicians who offer this service, lowest first.
        await expect(levels.locator("div"), s.path).toHaveText(sessionFeesOf(s.slug).map((fee) => `${fee.label}${formatUsd(fee.sessionUsd)}`));
      } else {
        await expect(page.getByTestId("session-fee-levels"), s.path).toHaveCount(0);
      }

      const crumbs = byType.get("BreadcrumbList")!.itemListElement;
      expect(crumbs.map((c: any) => c.name)).toEqual(["Home", s.kind === "service" ? "Services" : "Programs", s.title]);
      expect(crumbs.map((c: any) => c.position)).toEqual([1, 2, 3]);
      expect(crumbs[2].item).toBe(`${ORIGIN}${s.path}`);

      const faq = byType.get("FAQPage")!;
      expect(faq.mainEntity).toHaveLength(s.faqs.length);
      for (const q of faq.mainEntity) {
        expect(q["@type"]).toBe("Question");
        expect(q.acceptedAnswer["@type"]).toBe("Answer");
        expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
      }
    }
  });

  test("each service page has its own fact cards and closing band, not the same blocks as another page", async ({ page }) => {
    const seen = new Map<string, string>();
    for (const s of services) {
      await page.goto(s.path);
      const facts = page.getByTestId("service-facts").getByRole("listitem");
      await expect(facts, s.path).toHaveCount(3);
      const cards = (await facts.allTextContents()).join(" | ");
      const band = await page.getByTestId("vibe-check-cta").getByRole("heading").textContent();
      for (const [kind, text] of [
        ["fact cards", cards],
        ["closing band", band ?? ""],
      ] as const) {
        const key = `${kind}: ${text}`;
        expect(seen.get(key), `${s.path} shows the same ${kind} as ${seen.get(key)}`).toBeUndefined();
        seen.set(key, s.path);
      }
    }
  });

  test("the default prices reach the offers: 120 USD a session, 950 USD a program", async ({ page }) => {
    // Individual therapy's own clinicians start at the licensed fee; couples therapy at the associate's.
    await page.goto("/individual-healing");
    expect((await jsonLd(page)).find((b) => b["@type"] === "Service")?.offers.price).toBe("150");
    await page.goto("/strengthen-reconnect");
    expect((await jsonLd(page)).find((b) => b["@type"] === "Service")?.offers.price).toBe("120");
    await page.goto("/premarital-blueprint");
    expect((await jsonLd(page)).find((b) => b["@type"] === "Service")?.offers.price).toBe("950");
  });

  test("index pages list their entries as an ItemList with breadcrumbs", async ({ page }) => {
    await page.goto("/programs");
    const blocks = await jsonLd(page);
    const list = blocks.find((b) => b["@type"] === "ItemList")!;
    expect(list.itemListElement.map((i: any) => i.url)).toEqual(programs.map((p) => `${ORIGIN}${p.path}`));
    expect(blocks.find((b) => b["@type"] === "BreadcrumbList")?.itemListElement.map((c: any) => c.name)).toEqual(["Home", "Programs"]);
  });

  test("a card on /services opens its page in the app", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await page.locator("main").getByRole("link", { name: "Love Insurance" }).first().click();
    await expect(page).toHaveURL(/\/loveinsurance$/);
    await expect(page.locator("h1")).toHaveText("Love Insurance");
    await expect(page).toHaveTitle(/Love Insurance: Monthly Relationship Check-Ins/);
  });
});

test.describe("/get-matched", () => {
  async function answer(page: Page, labels: string[]) {
    // The cookie sheet slides in over the lower options once the page has hydrated; a click
    // aimed while it is still arriving can land on the sheet instead of the option.
    await waitForCookieBanner(page);
    for (const label of labels) await page.getByLabel(label, { exact: true }).check();
    await page.getByRole("button", { name: /my match/ }).click();
    return page.getByTestId("match-result");
  }

  test("a distant couple is matched with Strengthen & Reconnect and couples therapists, and nothing is sent", async ({ page }) => {
    await gotoHydrated(page, "/get-matched");
    const requests = recordDataRequests(page);
    const result = await answer(page, [
      "Me and my partner (or partners)",
      "We feel more like roommates, or have the same fight on repeat",
      "Regular sessions, weekly or every other week",
    ]);
    await expect(result).toHaveAttribute("data-service", "strengthen-reconnect");
    await expect(page.getByRole("heading", { level: 2, name: "We'd suggest Strengthen & Reconnect" })).toBeFocused();
    await expect(result.getByTestId("match-vibe-check")).toHaveAttribute("href", "/vibe-check?service=strengthen-reconnect");
    await expect(result.getByTestId("match-therapists").getByRole("heading", { level: 4 })).toHaveText(["Marcus Hale", "Danielle Okafor", "Sam Whitfield"]);
    await expect(result.getByTestId("crisis-notice")).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("an engaged couple is matched with the Premarital Blueprint and a premarital therapist first", async ({ page }) => {
    await gotoHydrated(page, "/get-matched");
    const result = await answer(page, ["We're engaged or newly married", "We want to prepare well for marriage", "Evenings, until 8 PM"]);
    await expect(result).toHaveAttribute("data-service", "premarital-blueprint");
    await expect(result.getByTestId("match-vibe-check")).toHaveAttribute("href", "/vibe-check?service=premarital-counseling");
    await expect(result.getByTestId("match-therapists").getByRole("heading", { level: 4 }).first()).toHaveText("Priya Raman");
  });

  test("an individual asking for LGBTQ+ experience is matched with Inclusive Therapy", async ({ page }) => {
    await gotoHydrated(page, "/get-matched");
    const result = await answer(page, ["Just me", "Anxiety, overthinking or burnout", "LGBTQ+ and relationship-diverse experience"]);
    await expect(result).toHaveAttribute("data-service", "inclusive-therapy");
    await expect(result.getByRole("link", { name: "Read about Inclusive Therapy" })).toHaveAttribute("href", "/inclusive-therapy");
  });

  test("a couple after an affair who want online sessions gets crisis care, the reason and the crisis notice", async ({ page }) => {
    await gotoHydrated(page, "/get-matched");
    const result = await answer(page, [
      "Me and my partner (or partners)",
      "An affair or a big secret came out",
      "A concentrated weekend or day",
      "Online, anywhere in Texas",
    ]);
    await expect(result).toHaveAttribute("data-service", "crisis-couples");
    await expect(result).toContainText("3-Day Weekend Intensive meets in person in Dallas");
    await expect(result.getByTestId("crisis-notice")).toContainText("988");
  });

  test("submitting without answers shows an error summary and no result; the radio groups work from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/get-matched");
    await page.getByRole("button", { name: "Show my match" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Choose who's coming to therapy.");
    await expect(page.getByTestId("match-result")).toHaveCount(0);
    await expect(page.getByRole("group", { name: /Who's coming to therapy\?/ })).toHaveAttribute("aria-describedby", /error/);

    await page.getByLabel("Just me", { exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Me and my partner (or partners)")).toBeChecked();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByLabel("Just me", { exact: true })).toBeChecked();
    await page.getByLabel("My phone is running my life").check();
    await page.getByRole("button", { name: "Show my match" }).press("Enter");
    await expect(page.getByTestId("match-result")).toHaveAttribute("data-service", "digital-detox");

    await page.getByRole("button", { name: "Start over" }).click();
    await expect(page.getByTestId("match-result")).toHaveCount(0);
    await expect(page.getByLabel("Just me", { exact: true })).not.toBeChecked();
  });
});

test.describe("service cards", () => {
  for (const width of [320, 390, 1440]) {
    test(`"Learn more →" never leaves its arrow alone on a line at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/services");
      const lines = await page.getByTestId("service-card-more").evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
        }),
      );
      expect(lines.length).toBeGreaterThan(5);
      expect(
        lines.every((n) => n === 1),
        JSON.stringify(lines),
      ).toBe(true);
    });
  }
});
