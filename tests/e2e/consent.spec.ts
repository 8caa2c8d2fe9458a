import { type Page, type Request } from "@playwright/test";
import { CONSENT_KEY, CONSENT_TIMESTAMP_KEY, PREFERENCES_KEY } from "../../app/content/consent-storage-keys";
import { ANALYTICS_IDS } from "../../playwright.config";
import { startAnalyticsStandIn, type StandIn } from "./analytics-stand-in";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test, waitForCookieBanner } from "./helpers";
import { waitForEnhancedForm } from "./home-helpers";

const KEYS = { consent: CONSENT_KEY, timestamp: CONSENT_TIMESTAMP_KEY, preferences: PREFERENCES_KEY };
type PageView = { page_path: string; page_title: string; page_location: string };
const ONE_YEAR_MS = 31_536_000_000;
const COLLECT_PATH = "/api/clarity/collect";

/** The stored choice has been read and it does not ask: the banner is closed for good on this page. */
async function expectNoBanner(page: Page) {
  const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  await expect(settings).toHaveAttribute("data-consent-ready", "true");
  await expect(settings).toHaveAttribute("aria-expanded", "false");
  await expect(banner(page)).toHaveCount(0);
}

const banner = (page: Page) => page.getByRole("region", { name: /your visit, your call|cookie preferences/i });

async function storedConsent(page: Page) {
  return page.evaluate((keys) => {
    const prefs = localStorage.getItem(keys.preferences);
    return {
      consent: localStorage.getItem(keys.consent),
      timestamp: Number(localStorage.getItem(keys.timestamp)),
      preferences: prefs ? (JSON.parse(prefs) as Record<string, boolean>) : null,
    };
  }, KEYS);
}

/** Seeds a stored choice before any page script runs. */
async function seedConsent(page: Page, preferences: Record<string, boolean>, ageMs: number) {
  await page.addInitScript(
    ({ keys, preferences, ageMs }) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem(keys.consent, "true");
      localStorage.setItem(keys.timestamp, String(Date.now() - ageMs));
      localStorage.setItem(keys.preferences, JSON.stringify({ necessary: true, ...preferences }));
    },
    { keys: KEYS, preferences, ageMs },
  );
}

/** Playwright cannot read sendBeacon bodies, so the page keeps a copy of each one it sends. */
async function recordBeaconBodies(page: Page) {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __beaconBodies: string[] }).__beaconBodies = sent;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (!String(url).endsWith("/api/clarity/collect")) return original(url, data);
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      else sent.push(String(data));
      return original(url, data);
    };
  });
}

async function beaconEvents(page: Page) {
  const bodies = await page.evaluate(() => (window as unknown as { __beaconBodies?: string[] }).__beaconBodies ?? []);
  return bodies.flatMap((b) => (JSON.parse(b) as { events: Record<string, unknown>[] }).events);
}

function isOwnOrigin(request: Request, baseURL: string) {
  const url = new URL(request.url());
  return url.origin === new URL(baseURL).origin || url.protocol === "data:" || url.protocol === "blob:";
}

/**
 * Only the serial "after consent" group talks to the stand-in analytics server; every other test
 * that accepts cookies has those requests answered empty here, so its hits never mix in.
 */
async function silenceStandIn(page: Page) {
  await page.route(`http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
}

test.describe("cookie banner", () => {
  test.beforeEach(async ({ page }) => silenceStandIn(page));
  test("shows after hydration at the bottom, with the main actions and policy links", async ({ page }) => {
    const html = await (await page.request.get("/sitemap")).text();
    expect(html, "the server cannot know the choice, so it never renders the banner").not.toContain("Your visit, your call");
    await gotoHydrated(page, "/sitemap");
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region.getByRole("button", { name: "Customize" })).toBeVisible();
    await expect(region.getByRole("button", { name: "Necessary Only" })).toBeVisible();
    await expect(region.getByRole("button", { name: "Accept All" })).toBeVisible();
    await expect(region.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(region.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie-policy");
    const box = (await page.getByTestId("cookie-sheet").boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    expect(await region.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  });

  test("the banner is never the page's largest contentful paint and shifts nothing", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.addInitScript(() => {
      const w = window as unknown as { lcpInBanner: boolean[]; shifts: number };
      w.lcpInBanner = [];
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element })[]) w.lcpInBanner.push(Boolean(e.element?.closest("#cookie-banner")));
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of ["/sitemap", "/social-icons"]) {
      await gotoHydrated(page, path);
      await waitForCookieBanner(page);
      await expect.poll(() => page.evaluate(() => (window as unknown as { lcpInBanner: boolean[] }).lcpInBanner.length), { message: path }).toBeGreaterThan(0);
      const result = await page.evaluate(() => {
        const w = window as unknown as { lcpInBanner: boolean[]; shifts: number };
        return { lcpInBanner: w.lcpInBanner, shifts: w.shifts };
      });
      expect(result.lcpInBanner.length, path).toBeGreaterThan(0);
      expect(result.lcpInBanner, path).not.toContain(true);
      expect(result.shifts, path).toBe(0);
    }
  });

  test("Accept All stores the flag, a timestamp and every category, and hides the banner", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    const before = Date.now();
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toHaveCount(0);
    const stored = await storedConsent(page);
    expect(stored.consent).toBe("true");
    expect(stored.timestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.timestamp).toBeLessThanOrEqual(Date.now() + 1000);
    expect(stored.preferences).toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
    await page.reload();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expectNoBanner(page);
  });

  test("Necessary Only stores everything optional as off", async ({ page }) => {
    await gotoHydrated(page, "/social-icons");
    await banner(page).getByRole("button", { name: "Necessary Only" }).click();
    await expect(banner(page)).toHaveCount(0);
    const stored = await storedConsent(page);
    expect(stored.consent).toBe("true");
    expect(stored.timestamp).toBeGreaterThan(0);
    expect(stored.preferences).toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
  });

  test("the preferences view: necessary on and locked, the rest off until switched, Save Preferences stores the choice", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    await banner(page).getByRole("button", { name: "Customize" }).click();
    const region = banner(page);
    await expect(region.getByRole("heading", { name: "Cookie preferences" })).toBeFocused();
    const necessary = region.getByRole("switch", { name: "Necessary" });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of ["Analytics", "Marketing", "Functional"]) {
      await expect(region.getByRole("switch", { name })).not.toBeChecked();
      await expect(region.getByRole("switch", { name })).toBeEnabled();
    }
    // Keyboard: Space toggles a switch.
    await region.getByRole("switch", { name: "Analytics" }).focus();
    await page.keyboard.press("Space");
    await region.getByText("Functional", { exact: true }).click();
    await region.getByRole("button", { name: "Save Preferences" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await storedConsent(page)).preferences).toEqual({ necessary: true, analytics: true, marketing: false, functional: true });
  });

  test("a choice older than one year asks again; a younger one loads silently", async ({ page }) => {
    await seedConsent(page, { analytics: false, marketing: false, functional: true }, ONE_YEAR_MS + 60_000);
    await gotoHydrated(page, "/sitemap");
    await expect(banner(page)).toBeVisible();

    const fresh = await page.context().newPage();
    await seedConsent(fresh, { analytics: false, marketing: false, functional: true }, ONE_YEAR_MS - 60 * 60_000);
    await gotoHydrated(fresh, "/sitemap");
    await expectNoBanner(fresh);
    // The stored preferences are what the footer's settings show.
    await fresh.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(fresh).getByRole("switch", { name: "Functional" })).toBeChecked();
    await expect(banner(fresh).getByRole("switch", { name: "Analytics" })).not.toBeChecked();
  });

  test("Cookie settings in the footer reopens it on the preferences view; Escape closes it and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    await banner(page).getByRole("button", { name: "Necessary Only" }).click();
    await expect(banner(page)).toHaveCount(0);
    const opener = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeVisible();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await expect(banner(page).getByRole("heading", { name: "Cookie preferences" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(banner(page)).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Saving from there also hands focus back to the footer button, and updates the stored choice.
    await opener.click();
    await banner(page).getByRole("switch", { name: "Marketing" }).check();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect((await storedConsent(page)).preferences).toEqual({ necessary: true, analytics: false, marketing: true, functional: false });
  });

  test("keyboard users meet the banner early, and it does not trap focus", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    await expect(banner(page)).toBeVisible();
    const reached: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      reached.push(await page.evaluate(() => (document.activeElement?.textContent ?? "").trim()));
    }
    expect(reached).toContain("Accept All");
    expect(reached).toContain("Necessary Only");
    // Focus moves on past the banner into the page.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#cookie-banner")))).toBe(false);
  });

  test("on a phone the sheet is compact and never hides the end of the page for good", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, "/sitemap");
    const sheet = page.getByTestId("cookie-sheet");
    await expect(sheet).toBeVisible();
    const main = (await sheet.boundingBox())!;
    expect(main.height, "main view height").toBeLessThanOrEqual(MOBILE.height * 0.4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    // Scrolled to the very end, the last footer link sits above the sheet.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const lastLink = (await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).boundingBox())!;
    const sheetTop = (await sheet.boundingBox())!.y;
    expect(lastLink.y + lastLink.height).toBeLessThanOrEqual(sheetTop);

    await banner(page).getByRole("button", { name: "Customize" }).click();
    const prefs = (await sheet.boundingBox())!;
    expect(prefs.height, "preferences view height").toBeLessThanOrEqual(MOBILE.height * 0.42);
    await expect(banner(page).getByRole("button", { name: "Save Preferences" })).toBeInViewport();
  });
});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`banner accessibility at ${viewport.width}px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => silenceStandIn(page));
    test("axe finds nothing in the main view, the preferences view, or the GPC note", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true });
      });
      await gotoHydrated(page, "/sitemap");
      await waitForCookieBanner(page);
      expect(await axeViolations(page)).toEqual([]);
      await banner(page).getByRole("button", { name: "Customize" }).click();
      await expect(banner(page).getByRole("switch", { name: "Analytics" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("privacy before consent", () => {
  test.beforeEach(async ({ page }) => silenceStandIn(page));
  test("a whole visit without a choice makes no request to any other host and sends no beacon", async ({ page, baseURL }) => {
    await page.clock.install();
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await page.setViewportSize(DESKTOP);

    for (const path of ["/", "/sitemap", "/social-icons"]) {
      await gotoHydrated(page, path);
      await expect(banner(page)).toBeVisible();
      await page.mouse.move(200, 300);
      await page.mouse.move(400, 320, { steps: 5 });
    }
    // Client-side navigation too, and the homepage's newsletter modal and contact form.
    await gotoHydrated(page, "/sitemap");
    await page.locator("main a[href='/social-icons']").first().click();
    await expect(page).toHaveURL(/\/social-icons$/);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Pour Me In" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Join The Clarity Drip" });
    await dialog.getByLabel("First name").fill("Sam");
    await dialog.getByLabel("Last name").fill("Rivera");
    await dialog.getByLabel("Email").fill("sam@example.com");
    const signup = page.waitForResponse("**/api/submit-hubspot");
    await dialog.getByRole("button", { name: "Sign Me Up" }).click();
    await signup;
    await page.keyboard.press("Escape");
    const contactForm = page.locator("section#contact").getByTestId("contact-form");
    await waitForEnhancedForm(contactForm);
    await contactForm.getByLabel("First name").fill("Sam");
    await contactForm.getByRole("button", { name: "Send My Request" }).click();
    await expect(contactForm.locator("[aria-invalid=true]").first()).toBeVisible();
    // Whatever the page would still do later (idle work, the 2 s prefetch), it does now.
    await page.clock.runFor(5_000);

    const foreign = requests.filter((r) => !isOwnOrigin(r, baseURL!)).map((r) => r.url());
    expect(foreign).toEqual([]);
    const beacons = requests.filter((r) => r.url().includes(COLLECT_PATH) || r.resourceType() === "ping");
    expect(beacons.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(() => ({ gtag: typeof window.gtag, dataLayer: typeof window.dataLayer, clarity: typeof window.clarity }))).toEqual({
      gtag: "undefined",
      dataLayer: "undefined",
      clarity: "undefined",
    });
  });

  test("the CSP allows the analytics host only because ids are configured", async ({ request }) => {
    const csp = (await request.get("/sitemap")).headers()["content-security-policy"]!;
    const origin = `http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT}`;
    expect(csp).toMatch(new RegExp(`script-src [^;]*${origin.replace(/\./g, "\\.")}`));
    expect(csp).not.toContain("googletagmanager.com");
  });
});

test.describe("after consent", () => {
  test.describe.configure({ mode: "serial" });
  let standIn: StandIn;

  test.beforeAll(async () => {
    standIn = await startAnalyticsStandIn(Number(process.env.E2E_ANALYTICS_PORT));
  });
  test.afterAll(async () => {
    await standIn.close();
  });
  test.beforeEach(() => {
    standIn.hits.length = 0;
    standIn.scriptRequests.length = 0;
  });

  const gtagCalls = () => standIn.hits.filter((h) => h.kind === "gtag").map((h) => h.body as unknown[]);
  const gtmEvents = () => standIn.hits.filter((h) => h.kind === "gtm").map((h) => h.body as Record<string, unknown>);
  const clarityCalls = () => standIn.hits.filter((h) => h.kind === "clarity").map((h) => h.body as unknown[]);

  test("Accept All runs each configured loader, with Consent Mode defaults denied then updated", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    // The banner is asking: the stored choice has been read, and there is none.
    await expect(banner(page)).toBeVisible();
    expect(standIn.scriptRequests).toEqual([]);
    await banner(page).getByRole("button", { name: "Accept All" }).click();

    await expect
      .poll(() => [...standIn.scriptRequests].sort())
      .toEqual([`/gtag/js?id=${ANALYTICS_IDS.GA_MEASUREMENT_ID}`, `/gtm.js?id=${ANALYTICS_IDS.GTM_ID}`, `/tag/${ANALYTICS_IDS.CLARITY_PROJECT_ID}`].sort());
    // Scripts are external, added by the page's own code: the cached page's CSP lets them run
    // through 'strict-dynamic' (no nonce), and the CSP check of every test sees no violation.
    const scripts = await page
      .locator("script[data-consent-category='analytics']")
      .evaluateAll((els) => els.map((el) => ({ inline: !(el as HTMLScriptElement).src })));
    expect(scripts).toHaveLength(3);
    expect(scripts.every((s) => !s.inline)).toBe(true);

    await expect.poll(() => gtagCalls().filter((c) => c[0] === "consent").length).toBeGreaterThanOrEqual(2);
    const consent = gtagCalls().filter((c) => c[0] === "consent");
    expect(consent[0]![1]).toBe("default");
    expect(consent[0]![2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
    expect(consent[1]![1]).toBe("update");
    expect(consent[1]![2]).toMatchObject({ analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" });
    const config = gtagCalls().find((c) => c[0] === "config");
    expect(config?.[1]).toBe(ANALYTICS_IDS.GA_MEASUREMENT_ID);
    expect(config?.[2]).toMatchObject({ send_page_view: false });
    await expect.poll(() => gtmEvents().some((e) => e.event === "gtm.js")).toBe(true);
    await expect.poll(() => clarityCalls().some((c) => c[0] === "consentv2")).toBe(true);
    expect(clarityCalls().find((c) => c[0] === "consentv2")?.[1]).toEqual({ ad_Storage: "granted", analytics_Storage: "granted" });
  });

  test("page_view reaches web analytics, the data layer and Clarity after a route change, with the right payload", async ({ page, baseURL }) => {
    await page.clock.install();
    const gaBeacons: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/collect/gtag")) gaBeacons.push(request.postData() ?? "");
    });
    const collectAnswers: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(COLLECT_PATH)) collectAnswers.push(response.status());
    });
    await recordBeaconBodies(page);
    await gotoHydrated(page, "/sitemap");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    // The landing page itself is counted once consent is given.
    await expect.poll(() => gtagCalls().some((c) => c[0] === "event" && c[1] === "page_view" && (c[2] as PageView).page_path === "/sitemap")).toBe(true);

    await page.locator("main a[href='/social-icons']").first().click();
    await expect(page).toHaveURL(/\/social-icons$/);
    await expect(page).toHaveTitle(/Follow Us/);
    const title = await page.title();

    const expected = { page_path: "/social-icons", page_title: title, page_location: `${baseURL}/social-icons` };
    const gaViews = () => gtagCalls().filter((c) => c[0] === "event" && c[1] === "page_view" && (c[2] as PageView).page_path === "/social-icons");
    const gtmViews = () => gtmEvents().filter((e) => e.event === "page_view" && e.page_path === "/social-icons");
    await expect.poll(() => gaViews()[0]?.[2]).toEqual(expected);
    await expect.poll(() => gtmViews()[0]).toMatchObject(expected);
    expect(Date.now() - Date.parse(String(gtmViews()[0]!.timestamp))).toBeLessThan(60_000);
    await expect.poll(() => clarityCalls().filter((c) => c[0] === "event" && c[1] === "page_view").length).toBe(2);
    expect(clarityCalls()).toContainEqual(["set", "page_path", "/social-icons"]);
    // Exactly one page_view per route change: any later one would be sent as the clock moves on.
    await page.clock.runFor(1_000);
    expect(gaBeacons.filter((b) => b.includes('"page_view"') && b.includes('"/social-icons"'))).toHaveLength(1);
    expect(gaViews()).toHaveLength(1);
    expect(gtmViews()).toHaveLength(1);

    // Our own statistics got both page views, without query strings or anything personal.
    await expect
      .poll(async () => (await beaconEvents(page)).filter((e) => e.type === "page_view"))
      .toEqual(
        expect.arrayContaining([
          { type: "page_view", path: "/sitemap" },
          { type: "page_view", path: "/social-icons" },
        ]),
      );
    // Web Vitals of the landing page: LCP is final at the first interaction (the click above).
    await expect
      .poll(async () => (await beaconEvents(page)).find((e) => e.type === "web_vital" && e.name === "LCP"))
      .toMatchObject({ type: "web_vital", name: "LCP", path: "/sitemap", rating: expect.stringMatching(/good|needs-improvement|poor/) });
    // The server took them (204: stored).
    await expect.poll(() => collectAnswers.length).toBeGreaterThanOrEqual(2);
    expect(collectAnswers.every((status) => status === 204)).toBe(true);
  });

  test("Clarity masks every form field, present or added later", async ({ page }) => {
    await gotoHydrated(page, "/sitemap");
    // A form already on the page when Clarity loads (the homepage's contact form, for instance).
    await page.locator("main").evaluate((main) => {
      const form = document.createElement("form");
      form.innerHTML = '<label>Email <input type="email" name="email"></label><textarea name="message"></textarea><select name="s"><option>a</option></select>';
      main.appendChild(form);
    });
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => standIn.hits.find((h) => h.kind === "clarity-mask")).toBeTruthy();
    const mask = standIn.hits.find((h) => h.kind === "clarity-mask")!.body as Record<string, number>;
    expect(mask.forms).toBeGreaterThanOrEqual(1);
    expect(mask.maskedForms).toBe(mask.forms);
    expect(mask.maskedFields).toBe(mask.fields);
    // Fields rendered later (a modal, the cookie preferences form) are masked as they appear.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page).getByRole("switch", { name: "Analytics" })).toHaveAttribute("data-clarity-mask", "True");
    const unmasked = await page
      .locator("#cookie-banner")
      .evaluate((el) => el.querySelectorAll("form:not([data-clarity-mask]), input:not([data-clarity-mask])").length);
    expect(unmasked).toBe(0);
  });

  test("withdrawing consent stops everything from the next page load", async ({ page }) => {
    await page.clock.install();
    await seedConsent(page, { analytics: true, marketing: false, functional: false }, 1000);
    await gotoHydrated(page, "/sitemap");
    await expect.poll(() => standIn.scriptRequests.length).toBe(3);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await banner(page).getByRole("switch", { name: "Analytics" }).uncheck();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    // Told at once, on this page.
    await expect
      .poll(
        () =>
          gtagCalls()
            .filter((c) => c[0] === "consent" && c[1] === "update")
            .at(-1)?.[2],
      )
      .toMatchObject({ analytics_storage: "denied" });

    standIn.hits.length = 0;
    standIn.scriptRequests.length = 0;
    const requests: Request[] = [];
    page.on("request", (r) => requests.push(r));
    await page.locator("main a[href='/social-icons']").first().click();
    await expect(page).toHaveURL(/\/social-icons$/);
    await page.reload();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expectNoBanner(page);
    // Whatever the page would load or send later, it does now; the requests are seen as they start.
    await page.clock.runFor(1_000);
    expect(requests.filter((r) => /\/gtag\/js|\/gtm\.js|\/tag\/|\/collect\//.test(new URL(r.url()).pathname))).toEqual([]);
    expect(standIn.scriptRequests).toEqual([]);
    expect(standIn.hits.filter((h) => h.kind === "gtag" && (h.body as unknown[])[1] === "page_view")).toEqual([]);
    expect(requests.filter((r) => r.url().includes(COLLECT_PATH))).toEqual([]);
  });

  test("Global Privacy Control: Accept All leaves marketing off, and says so; an explicit switch turns it on", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true });
    });
    await gotoHydrated(page, "/sitemap");
    await expect(banner(page)).toContainText("Global Privacy Control");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    expect((await storedConsent(page)).preferences).toEqual({ necessary: true, analytics: true, marketing: false, functional: true });
    await expect
      .poll(() => gtagCalls().filter((c) => c[0] === "consent" && c[1] === "update")[0]?.[2])
      .toMatchObject({
        analytics_storage: "granted",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      });
    // Clarity's script arrives separately from Google's: wait for its call as the accept test does.
    await expect.poll(() => clarityCalls().some((c) => c[0] === "consentv2")).toBe(true);
    expect(clarityCalls().find((c) => c[0] === "consentv2")?.[1]).toEqual({ ad_Storage: "denied", analytics_Storage: "granted" });

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page).getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await banner(page).getByRole("switch", { name: "Marketing" }).check();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    expect((await storedConsent(page)).preferences).toMatchObject({ marketing: true });
    await expect
      .poll(
        () =>
          gtagCalls()
            .filter((c) => c[0] === "consent" && c[1] === "update")
            .at(-1)?.[2],
      )
      .toMatchObject({ ad_storage: "granted" });
  });
});
