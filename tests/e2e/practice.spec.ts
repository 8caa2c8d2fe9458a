import { type Page } from "@playwright/test";
import { footerQuickLinks, navMenus, navPlainLinks } from "../../app/content/navigation";
import { extendedSessionFee, formatUsd, sessionFeeFor, sessionFees } from "../../app/content/fees";
import { priceLabel, priceOf, services } from "../../app/content/services";
import { site } from "../../app/content/site";
import { fullTitle } from "../../app/lib/seo";
import {
  availabilityLabels,
  availabilityOf,
  clientExperienceDirector,
  credentialLine,
  supervisorNames,
  supervisorsOf,
  therapists,
  therapistPath,
} from "../../app/content/therapists";
import { withProfile } from "../../app/content/therapist-profiles";
import { portraitArt } from "../../app/content/portraits";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test, waitForCookieBanner } from "./helpers";

/** Every page this feature owns, with the title it must carry (the site name is appended unless present). */
const PRACTICE_PAGES: { path: string; title: string; indexable: boolean }[] = [
  { path: "/team", title: "Meet Our Team of Dallas Couples Therapists", indexable: true },
  { path: "/about-us", title: "About Us: Our Mission, Values and Story", indexable: true },
  { path: "/founder", title: "Our Founder, Nia Carter", indexable: true },
  { path: "/fees-and-faqs", title: "Fees & FAQs: Therapy Costs, Superbills and Policies", indexable: true },
  { path: "/join-our-team", title: "Join Our Team: Therapist and Intern Careers in Dallas", indexable: true },
  { path: "/media", title: "Millennial Life in the Media", indexable: true },
  { path: "/media-contact", title: "Media & Press Contact", indexable: true },
  { path: "/links", title: "Links: Start Here", indexable: true },
  { path: "/creative", title: "Therapy for Creative Couples in Dallas", indexable: true },
  { path: "/six", title: "Six Conversations Every Couple Should Have", indexable: true },
  { path: "/component-templates", title: "Component Templates", indexable: false },
  { path: "/example-service", title: "Example Service Page", indexable: false },
  { path: "/icon-demo", title: "Icon Demo", indexable: false },
  { path: "/demo/specialty-card", title: "Specialty Card Demo", indexable: false },
  { path: "/hero-demo", title: "Hero Demo", indexable: false },
  ...therapists.map((t) => ({ path: therapistPath(t), title: `${t.name}, ${t.role}`, indexable: true })),
];

const titleOf = (html: string) => /<title>([^<]+)<\/title>/.exec(html)?.[1];
const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

test.describe("practice pages render on the server", () => {
  test("every page answers 200 with its own title, one h1 and the Vibe Check call to action", async ({ request }) => {
    const seen = new Set<string>();
    for (const p of PRACTICE_PAGES) {
      const res = await request.get(p.path);
      expect(res.status(), p.path).toBe(200);
      const html = await res.text();
      const title = decode(titleOf(html) ?? "");
      expect(title, p.path).toBe(fullTitle(p.title));
      expect(seen.has(title), `${p.path} repeats a title`).toBe(false);
      seen.add(title);
      expect(html.match(/<h1[\s>]/g)?.length, `${p.path} h1 count`).toBe(1);
      expect(html, p.path).toContain('data-testid="vibe-check-cta"');
      expect(html, p.path).toContain('href="/vibe-check"');
      expect(html, p.path).toContain(p.indexable ? 'content="index, follow"' : 'content="noindex, nofollow"');
    }
  });

  test("profile titles use the therapist's role", async ({ request }) => {
    const html = await (await request.get("/therapists/nia-carter")).text();
    expect(decode(titleOf(html)!)).toBe("Nia Carter, Founder & Therapist | Millennial Life");
  });

  test("an unknown therapist slug gets the generic profile page, not the 404 card", async ({ request, page }) => {
    const res = await request.get("/therapists/someone-who-left");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(titleOf(html)).toBe("Therapist Profile | Millennial Life");
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).not.toContain("404 Page Not Found");
    await gotoHydrated(page, "/therapists/someone-who-left");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that therapist");
    await expect(page.locator('main a[href="/team"]').first()).toBeVisible();
    for (const t of therapists) await expect(page.locator(`main a[href="${therapistPath(t)}"]`).first()).toBeVisible();
  });

  test("JSON-LD: Person with credentials and employer, FAQPage, team list, about page", async ({ request }) => {
    for (const t of therapists) {
      const person = jsonLdOf(await (await request.get(therapistPath(t))).text()).find((d) => d["@type"] === "Person") as Record<string, any>;
      expect(person, t.slug).toBeTruthy();
      expect(person.name).toBe(t.name);
      expect(person.jobTitle).toBe(t.role);
      expect(person.worksFor).toMatchObject({ "@type": "MedicalBusiness", name: site.name });
      expect(person.hasCredential.length, t.slug).toBeGreaterThan(0);
      for (const l of withProfile(t).licences) {
        expect(person.hasCredential).toContainEqual(
          expect.objectContaining({ credentialCategory: "license", name: l.type, identifier: `${l.abbreviation} ${l.number}` }),
        );
      }
    }
    const fees = jsonLdOf(await (await request.get("/fees-and-faqs")).text());
    const faqPage = fees.find((d) => d["@type"] === "FAQPage") as Record<string, any>;
    expect(faqPage.mainEntity.length).toBeGreaterThan(10);
    expect(faqPage.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
    expect(jsonLdOf(await (await request.get("/team")).text()).map((d) => d["@type"])).toContain("ItemList");
    expect(jsonLdOf(await (await request.get("/about-us")).text()).map((d) => d["@type"])).toEqual(expect.arrayContaining(["AboutPage", "MedicalBusiness"]));
  });

  test("the founder's story and her clinical profile link to each other, each its own canonical page, without sharing text", async ({ request }) => {
    const founder = withProfile(therapists.find((t) => t.slug === "nia-carter")!);
    const storyHtml = await (await request.get("/founder")).text();
    const profileHtml = await (await request.get(therapistPath(founder))).text();
    expect(storyHtml).toContain(`href="${therapistPath(founder)}"`);
    expect(profileHtml).toContain('href="/founder"');
    expect(storyHtml).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/founder"/);
    expect(profileHtml).toContain(`<link rel="canonical" href="https://www.millenniallifecounseling.com${therapistPath(founder)}"`);
    expect(titleOf(storyHtml)).not.toBe(titleOf(profileHtml));
    const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(descriptionOf(storyHtml)).not.toBe(descriptionOf(profileHtml));
    // No sentence of one page's main text is repeated on the other.
    const sentencesOf = (html: string) =>
      decode(
        /<main[\s\S]*<\/main>/
          .exec(html)![0]
          .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
          .replace(/<[^>]+>/g, " "),
      )
        .replace(/\s+/g, " ")
        .split(/(?<=[.!?]) /)
        .map((x) => x.trim())
        .filter((x) => x.split(" ").length >= 8);
    const profileSentences = new Set(sentencesOf(profileHtml));
    expect(sentencesOf(storyHtml).filter((x) => profileSentences.has(x))).toEqual([]);
  });

  test("nav and footer links to practice pages resolve, and old team paths redirect", async ({ request }) => {
    const practicePaths = new Set(PRACTICE_PAGES.map((p) => p.path));
    const links = [...navMenus.flatMap((m) => m.groups.flatMap((g) => g.links)), ...navPlainLinks, ...footerQuickLinks].map((l) => l.to);
    const ours = links.filter((to) => practicePaths.has(to));
    expect(ours).toEqual(
      expect.arrayContaining(["/team", "/fees-and-faqs", "/about-us", "/join-our-team", "/media", "/media-contact", ...therapists.map(therapistPath)]),
    );
    for (const to of ours) expect((await request.get(to)).status(), to).toBe(200);
    for (const [from, to] of [
      ["/meet-our-team/danielle-okafor", "/therapists/danielle-okafor"],
      ["/meet-our-team/someone-else", "/team"],
      ["/therapists", "/team"],
      ["/our-founder", "/founder"],
    ]) {
      const res = await request.get(from!, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers().location, from).toBe(to);
    }
  });
});

test.describe("team page", () => {
  test("lists leadership, every therapist and the Director of Client Experience, with their availability badges", async ({ page }) => {
    await gotoHydrated(page, "/team");
    await expect(page.getByRole("heading", { name: "Leadership" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Therapists", exact: true })).toBeVisible();
    for (const t of therapists) {
      const card = page.locator(`[data-testid="therapist-card"][data-slug="${t.slug}"]`);
      await expect(card.getByTestId("availability-badge")).toHaveText(availabilityLabels[availabilityOf(t)].short);
      await expect(card.getByRole("link", { name: new RegExp(`Meet ${t.firstName}`) })).toHaveAttribute("href", therapistPath(t));
      await expect(card).toContainText(t.credentials);
      await expect(card).toContainText(t.role, { ignoreCase: true });
    }
    await expect(page.locator('[data-slug="nia-carter"] [data-testid="availability-badge"]')).toHaveText("Limited Intensives");
    await expect(page.locator('[data-slug="elena-brooks"] [data-testid="availability-badge"]')).toHaveText("Limited Availability");
    await expect(page.locator('[data-slug="sam-whitfield"] [data-testid="availability-badge"]')).toHaveText("Accepting");
    await expect(page.getByRole("heading", { name: /Meet Alexis Moreno, Director of Client Experience/ })).toBeVisible();
  });

  test("filter chips narrow the list in the browser", async ({ page }) => {
    await gotoHydrated(page, "/team");
    await page.locator('[data-filter="focus:premarital"]').click();
    await expect(page).toHaveURL(/\?focus=premarital$/);
    const premarital = therapists.filter((t) => t.focus.includes("premarital"));
    await expect(page.getByTestId("therapist-card")).toHaveCount(premarital.length);
    await page.locator('[data-filter="format:online"]').click();
    await expect(page).toHaveURL(/focus=premarital&format=online/);
    await expect(page.getByTestId("therapist-card")).toHaveCount(premarital.filter((t) => t.formats.includes("online")).length);
    await expect(page.getByTestId("team-filter-status")).toContainText("Showing");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page.getByTestId("therapist-card")).toHaveCount(therapists.length);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("filters work as plain links, rendered on the server", async ({ page }) => {
      await page.goto("/team");
      await expect(page.getByTestId("therapist-card")).toHaveCount(therapists.length);
      await page.locator('[data-filter="focus:bipoc-affirming"]').click();
      await expect(page).toHaveURL(/focus=bipoc-affirming/);
      const expected = therapists.filter((t) => t.focus.includes("bipoc-affirming"));
      await expect(page.getByTestId("therapist-card")).toHaveCount(expected.length);
      for (const t of expected) await expect(page.locator(`[data-slug="${t.slug}"]`)).toBeVisible();
    });
  });
});

test.describe("portraits", () => {
  test("every person on /team is drawn differently, and named by their own description where the name is not beside it", async ({ request }) => {
    const html = await (await request.get("/team")).text();
    const drawings = new Map<string, string>();
    for (const m of html.matchAll(/<svg[^>]*data-portrait="([^"]+)"[^>]*>(.*?)<\/svg>/gs)) {
      const drawing = m[2]!.replace(/<title>.*?<\/title>/, "");
      // The same person is drawn the same way wherever they appear on the page.
      if (drawings.has(m[1]!)) expect(drawing).toBe(drawings.get(m[1]!));
      drawings.set(m[1]!, drawing);
    }
    const people = [...therapists, clientExperienceDirector];
    expect([...drawings.keys()].sort()).toEqual(people.map((p) => p.name).sort());
    expect(new Set(drawings.values()).size).toBe(people.length);
    expect(html).toContain(`<title>${portraitArt[clientExperienceDirector.slug]!.alt}</title>`);
  });

  test("a client-side navigation draws the same portraits, with their names", async ({ page, request }) => {
    const served = await (await request.get("/team")).text();
    const elementsIn = (name: string) => (new RegExp(`<svg[^>]*data-portrait="${name}"[^>]*>(.*?)</svg>`, "s").exec(served)![1]!.match(/<[a-z]/g) ?? []).length;
    await gotoHydrated(page, "/");
    await page.locator("main a[href='/team']").first().click();
    await expect(page).toHaveURL(/\/team$/);
    const director = page.getByRole("img", { name: portraitArt[clientExperienceDirector.slug]!.alt });
    await expect(director).toBeVisible();
    for (const person of [...therapists, clientExperienceDirector]) {
      const drawn = page.locator(`svg[data-portrait="${person.name}"]`).first();
      await expect.poll(() => drawn.evaluate((svg) => svg.querySelectorAll("*").length)).toBe(elementsIn(person.name));
    }
  });
});

test.describe("therapist profiles", () => {
  test("show credentials, long badge, formats, licence lookup, supervision and the Vibe Check", async ({ page }) => {
    for (const t of therapists) {
      await gotoHydrated(page, therapistPath(t));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.name);
      const badge = page.getByTestId("availability-badge").first();
      await expect(badge).toHaveText(availabilityLabels[availabilityOf(t)].long);
      await expect(page.locator("main")).toContainText(t.credentials);
      const profile = withProfile(t);
      await expect(page.locator("main")).toContainText(profile.funFact);
      for (const s of profile.specialties) await expect(page.locator("main")).toContainText(s);
      for (const l of profile.licences) await expect(page.locator("main")).toContainText(l.number);
      const lookups = page.locator('a[href="https://bhec.texas.gov/verify-a-license/"]');
      expect(await lookups.count(), t.slug).toBeGreaterThan(0);
      await expect(lookups.first()).toHaveAttribute("target", "_blank");
      await expect(page.locator("main")).toContainText(credentialLine(t));
      if (t.supervisedBy) {
        const card = page.getByTestId("supervised-by");
        await expect(card).toContainText(`Supervised by ${supervisorNames(t)}`);
        // The card names each supervisor once in its text (the "Meet …" links aside).
        const said = (await card.locator("p").allTextContents()).join(" ");
        for (const s of supervisorsOf(t)) expect(said.split(s.name).length - 1, `${t.slug}: ${s.name}`).toBe(1);
        await expect(page.getByRole("button", { name: `Supervision details for ${t.name}` })).toBeVisible();
      } else {
        await expect(page.getByTestId("supervised-by")).toHaveCount(0);
        await expect(page.getByRole("button", { name: /Supervision details/ })).toHaveCount(0);
      }
      await expect(page.getByTestId("profile-cta")).toHaveAttribute("href", "/vibe-check");
      // The fee of the therapist's level, from the same table as /fees-and-faqs.
      const fee = sessionFeeFor(t.feeTier);
      await expect(page.getByTestId("profile-fee"), t.slug).toHaveText(
        `${formatUsd(fee.sessionUsd)} for 50 minutes · ${formatUsd(extendedSessionFee(fee))} for 80 minutes`,
      );
    }
    await gotoHydrated(page, "/therapists/elena-brooks");
    await expect(page.locator("main")).toContainText("Texas State Board of Examiners of Psychologists");
  });
});

async function tooltipTrigger(page: Page) {
  const trigger = page.getByRole("button", { name: "Supervision details for Danielle Okafor" });
  await expect(trigger).toBeVisible();
  return trigger;
}

test.describe("supervision tooltip", () => {
  const tooltip = (page: Page) => page.getByRole("tooltip");

  test("has an accessible name and announces its text as the description", async ({ page }) => {
    await gotoHydrated(page, "/therapists/danielle-okafor");
    const trigger = await tooltipTrigger(page);
    // One sentence, naming the supervisor once.
    await expect(trigger).toHaveAccessibleDescription(
      "Danielle holds two associate licenses, LMFT Associate and LPC Associate, and Nia Carter, LMFT-S, LPC-S, supervises her under both.",
    );
  });

  test("opens on keyboard focus and closes on Escape", async ({ page }) => {
    await gotoHydrated(page, "/therapists/danielle-okafor");
    const trigger = await tooltipTrigger(page);
    await expect(tooltip(page)).toHaveCount(0);
    // Tab onto the trigger from the element before it.
    await page.getByRole("link", { name: "Our team" }).first().focus();
    for (let i = 0; i < 5 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toContainText("Nia Carter, LMFT-S, LPC-S, supervises her under both");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(tooltip(page)).toHaveCount(0);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(tooltip(page)).toBeVisible();
  });

  test("opens on mouse hover and closes when the pointer leaves", async ({ page }) => {
    await gotoHydrated(page, "/therapists/danielle-okafor");
    const trigger = await tooltipTrigger(page);
    await trigger.hover();
    await expect(tooltip(page)).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("opens on click and closes on an outside click", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const trigger = page.getByRole("button", { name: "Supervision details for Sam Whitfield" });
    await trigger.click();
    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toContainText("Marcus Hale");
    await page.getByRole("heading", { name: "Therapists", exact: true }).click();
    await expect(tooltip(page)).toHaveCount(0);
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });
    test("opens on tap, closes on a second tap or a tap outside", async ({ page }) => {
      await gotoHydrated(page, "/therapists/danielle-okafor");
      const trigger = await tooltipTrigger(page);
      await trigger.tap();
      await expect(tooltip(page)).toBeVisible();
      const box = await tooltip(page).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
      await trigger.tap();
      await expect(tooltip(page)).toHaveCount(0);
      await trigger.tap();
      await expect(tooltip(page)).toBeVisible();
      await page.getByRole("heading", { level: 1 }).tap();
      await expect(tooltip(page)).toHaveCount(0);
    });
  });
});

test.describe("fees and FAQs", () => {
  test("prices match site.ts, fees.ts and content/services, the Good Faith Estimate notice is complete", async ({ page }) => {
    await gotoHydrated(page, "/fees-and-faqs");
    const main = page.locator("main");
    await expect(main).toContainText(`From $${site.prices.defaultSessionUsd}`);
    // "Programs from": the lowest one-off program price of content/services (monthly plans aside).
    const oneOff = services.filter((s) => s.kind === "program" && priceOf(s).unit !== "month").map((s) => priceOf(s).amountUsd);
    await expect(main).toContainText(`From ${formatUsd(Math.min(...oneOff))}`);
    // Every program, at the price its own page shows.
    const programs = services.filter((s) => s.kind === "program");
    await expect(page.getByTestId("program-fee")).toHaveCount(programs.length);
    for (const s of programs) {
      const card = page.locator(`[data-testid="program-fee"][data-path="${s.path}"]`);
      await expect(card.getByTestId("program-price"), s.path).toHaveText(priceLabel(s));
      await expect(card, s.path).toContainText(s.length);
      for (const item of s.included) await expect(card, s.path).toContainText(item);
    }
    // One fee per level, the associate's being the standard session fee.
    const levels = page.getByTestId("session-fee");
    await expect(levels).toHaveCount(sessionFees.length);
    for (const [i, fee] of sessionFees.entries()) {
      await expect(levels.nth(i)).toContainText(fee.label);
      await expect(levels.nth(i)).toContainText(formatUsd(fee.sessionUsd));
      await expect(levels.nth(i)).toContainText(formatUsd(extendedSessionFee(fee)));
    }
    for (const s of services.filter((x) => x.kind === "service")) {
      await expect(page.getByTestId("session-services").locator(`a[href="${s.path}"]`), s.path).toBeVisible();
    }
    await expect(main).toContainText("We don't take insurance");
    await expect(main).toContainText("superbill");
    for (const h of site.hours) await expect(main).toContainText(h.time);
    const gfe = page.locator("#good-faith-estimate");
    await expect(gfe).toContainText("Good Faith Estimate");
    await expect(gfe).toContainText("at least $400 more than your Good Faith Estimate");
    await expect(gfe).toContainText("How to ask us for one");
    await expect(gfe.locator('a[href="https://www.cms.gov/nosurprises"]')).toBeVisible();
  });

  test("FAQ accordion opens and closes with the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/fees-and-faqs");
    const item = page.getByTestId("faq-item").first();
    const summary = item.locator("summary");
    const answer = item.getByTestId("faq-answer");
    await expect(answer).toBeHidden();
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("15-minute");
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
    // Tab moves on to the next question.
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("faq-item").nth(1).locator("summary")).toBeFocused();
  });

  test("FAQ search filters as you type", async ({ page }) => {
    await gotoHydrated(page, "/fees-and-faqs");
    await page.getByLabel("Search the questions").fill("superbill");
    await expect(page.getByTestId("faq-status")).toContainText('match "superbill"');
    await expect(page.getByText("What is a superbill and how do I use it?")).toBeVisible();
    await expect(page.getByText("Where is the office?")).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the search form filters on the server and answers open natively", async ({ page }) => {
      await page.goto("/fees-and-faqs");
      await page.getByLabel("Search the questions").fill("evening");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/q=evening/);
      await expect(page.getByText("Do you have evening or weekend appointments?")).toBeVisible();
      await expect(page.getByText("Do you take insurance?")).toHaveCount(0);
      await page.getByText("Do you have evening or weekend appointments?").click();
      await expect(page.getByTestId("faq-answer").first()).toBeVisible();
    });
  });
});

test.describe("internal pages", () => {
  test("component templates: toasts and the three spinner sizes", async ({ page }) => {
    await gotoHydrated(page, "/component-templates");
    await page.getByRole("button", { name: "Show toast", exact: true }).click();
    await expect(page.getByText("Request submitted", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Show destructive toast" }).click();
    await expect(page.getByText("Error submitting form", { exact: true })).toBeVisible();
    await expect(page.getByText("Request submitted", { exact: true })).toHaveCount(0);
    for (const [size, px] of [
      ["small", 24],
      ["medium", 40],
      ["large", 64],
    ] as const) {
      const svg = page.getByTestId(`spinner-${size}`).locator("svg");
      await expect(svg).toHaveAttribute("width", String(px));
      await expect(page.getByTestId(`spinner-${size}`)).toContainText("Loading...");
    }
    await expect(page.getByTestId("availability-badge").filter({ hasText: /^Waitlist$/ })).toHaveCount(1);
    await expect(page.getByTestId("availability-badge").filter({ hasText: "Waitlist Available" })).toHaveCount(1);
  });
});

test.describe("layout", () => {
  for (const viewport of [{ width: 320, height: 720 }, MOBILE, DESKTOP]) {
    test(`no horizontal scrolling at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const p of PRACTICE_PAGES) {
        await page.goto(p.path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${p.path} at ${viewport.width}px`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe("accessibility of open states", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`axe finds nothing with a tooltip and an FAQ answer open at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The cookie banner and the tooltip fade in: let both finish so contrast is measured at full opacity.
      await gotoHydrated(page, "/therapists/danielle-okafor");
      await waitForCookieBanner(page);
      await page.getByRole("button", { name: "Supervision details for Danielle Okafor" }).click();
      await expect(page.getByRole("tooltip")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await gotoHydrated(page, "/fees-and-faqs");
      await waitForCookieBanner(page);
      await page.getByTestId("faq-item").first().locator("summary").click();
      await page.getByLabel("Search the questions").fill("insurance");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
