import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import ICAL from "ical.js";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";
import { uniqueClientIp, withNecessaryOnlyConsent } from "./home-helpers";
import { ScriptHold } from "./slow-scripts";

/**
 * Booking the free Vibe Check end to end, against the real server and database: with JavaScript
 * and without it, the confirmation, the calendar file, moving and cancelling through the private
 * link, the time coming back, races for one time, and hostile posts.
 *
 * The e2e database is shared by tests running in parallel: each test prefers a day of its own
 * (`DAY`) and claims the times it uses (`claimTimes`), read from the page at that moment.
 */

const DAY = { js: 0, noJs: 1, race: 2, loser: 3, move: 4, slow: 5, idempotent: 6, hostile: 7 } as const;

test.beforeEach(async ({ page }) => {
  await withNecessaryOnlyConsent(page);
});

interface OfferedDay {
  date: string;
  starts: string[];
}

/** The times a page of /vibe-check offers, and the day they are on (null when it offers none). */
function shownDay(html: string): OfferedDay | null {
  const date = /data-testid="slot-day" data-date="([\d-]+)"/.exec(html)?.[1];
  return date ? { date, starts: [...html.matchAll(/name="start" value="([^"]+)"/g)].map((m) => m[1]!) } : null;
}

/** The first `count` offered days and their times, read from the server's pages (no JavaScript involved). */
async function offeredDays(request: APIRequestContext, count: number): Promise<OfferedDay[]> {
  const days: OfferedDay[] = [];
  let path = "/vibe-check";
  while (days.length < count) {
    const html = await (await request.get(path)).text();
    const day = shownDay(html);
    if (!day) break;
    days.push(day);
    // The next day: the strip's next link, or the first day of the next week of days.
    const strip = [...html.matchAll(/data-day-link="([\d-]+)"/g)].map((m) => m[1]!);
    const next = strip[strip.indexOf(day.date) + 1] ?? /href="[^"]*\?from=([\d-]+)#book"[^>]*>\s*(?:<!-- -->)?Later dates/.exec(html)?.[1];
    if (!next) break;
    path = `/vibe-check?from=${next}`;
  }
  return days;
}

/** The times still offered on a day. */
async function timesOn(request: APIRequestContext, date: string): Promise<string[]> {
  const day = shownDay(await (await request.get(`/vibe-check?from=${date}`)).text());
  return day?.date === date ? day.starts : [];
}

/**
 * Times of this test run's own, on the first offered day from the `DAY` it prefers that has room.
 * Tests run in parallel (and `--repeat-each` runs a test beside itself), all reading the same
 * offered times: each run claims an instant in a file only one run can create, so two runs race for
 * a time only where a test means them to. Only times on the hour and half hour are claimed (a call
 * and the buffer after it fill half an hour, so two claimed times never block each other), and at
 * most CLAIMS_PER_DAY on a day, half its default cap of 12, so the day never fills under a test.
 */
async function claimTimes<N extends 1 | 2 = 1>(
  request: APIRequestContext,
  fromDay: number,
  count: N = 1 as N,
): Promise<{ day: OfferedDay; starts: N extends 2 ? [string, string] : [string] }> {
  const CLAIMS_PER_DAY = 6;
  const dir = path.join(test.info().project.outputDir, `booking-claims-${new URL(test.info().project.use.baseURL!).port}`);
  mkdirSync(dir, { recursive: true });
  const claim = (name: string) => {
    try {
      writeFileSync(path.join(dir, name), "", { flag: "wx" });
      return true;
    } catch {
      return false;
    }
  };
  const days = await offeredDays(request, fromDay + 12);
  for (const day of days.slice(fromDay)) {
    if (readdirSync(dir).filter((name) => name.startsWith(day.date)).length + count > CLAIMS_PER_DAY) continue;
    const starts: string[] = [];
    for (const start of day.starts) {
      if (starts.length === count) break;
      if (new Date(start).getUTCMinutes() % 30 === 0 && claim(`${day.date} ${start}`)) starts.push(start);
    }
    if (starts.length === count) return { day, starts: starts as N extends 2 ? [string, string] : [string] };
  }
  throw new Error(`no offered day from day ${fromDay} has ${count} unclaimed times`);
}

const bookingForm = (page: Page) => page.getByTestId("booking-form");

/** Shows a day's times on the page: a click on the day in the strip (on its week of days). */
async function showDay(page: Page, date: string) {
  const shown = page.locator(`[data-testid="slot-day"][data-date="${date}"]`);
  if ((await shown.count()) === 0) await page.locator(`[data-day-link="${date}"]`).click();
  await expect(shown).toBeVisible();
}

async function fillBooking(
  form: Locator,
  person: { firstName?: string; lastName?: string; email?: string; phone?: string; callType?: "video" | "phone" } = {},
) {
  await form.getByRole("radio", { name: new RegExp(`^${person.callType === "phone" ? "Phone call" : "Video call"}`) }).check();
  await form.getByLabel("First name").fill(person.firstName ?? "Maya");
  await form.getByLabel("Last name").fill(person.lastName ?? "Okafor");
  await form.getByLabel(/^Email/).fill(person.email ?? `maya.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`);
  await form.getByLabel("Phone (needed for a phone call)").fill(person.phone ?? "214-555-0147");
  await form.getByLabel("Service of interest").selectOption("premarital-counseling");
  await form.getByLabel("I agree to allow the provider to store and process my personal data.").check();
}

/** Takes a time on the page: shows its day (from its page of days) and ticks its radio. */
async function pickTime(page: Page, day: OfferedDay, start: string) {
  if ((await page.locator(`[data-testid="slot-day"][data-date="${day.date}"], [data-day-link="${day.date}"]`).count()) === 0) {
    await page.goto(`/vibe-check?from=${day.date}#book`);
  }
  await showDay(page, day.date);
  await page.locator(`input[name="start"][value="${start}"]`).check();
}

function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

function bookingFields(start: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    start,
    callType: "video",
    firstName: "Race",
    lastName: "Runner",
    email: `race.${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: "",
    serviceInterest: "couples-therapy",
    note: "",
    dataStorageConsent: "on",
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

async function postBooking(request: APIRequestContext, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request.post("/vibe-check", {
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": uniqueClientIp(), ...headers },
    data: formBody(fields),
    maxRedirects: 0,
  });
}

test.describe("booking the Vibe Check", () => {
  test("with JavaScript: pick a time, book, see the confirmation, add it to a calendar, cancel, and the time is offered again", async ({ page, request }) => {
    await page.setViewportSize(MOBILE);
    const {
      day,
      starts: [start],
    } = await claimTimes(request, DAY.js);
    await gotoHydrated(page, `/vibe-check?from=${day.date}&service=weekend-intensive#book`);
    await expect(bookingForm(page).getByLabel("Service of interest")).toHaveValue("weekend-intensive");
    await pickTime(page, day, start);
    await fillBooking(bookingForm(page), { firstName: "Maya", callType: "phone" });
    await bookingForm(page).getByRole("button", { name: "Book My Free 15-Min Vibe Check" }).click();

    await expect(page).toHaveURL(/\/vibe-check\/booking\/[\w-]{40,}$/);
    const confirmation = page.getByTestId("booking-confirmation");
    await expect(confirmation.getByRole("heading", { level: 1 })).toHaveText("Your free Vibe Check, Maya");
    const when = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Chicago",
      weekday: "long",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    })
      .format(new Date(start))
      .replace(/, (\d+:\d+)/, " at $1");
    await expect(page.getByTestId("booking-when")).toHaveText(`${when} Central Time`);
    await expect(confirmation).toContainText("by phone on 214-555-0147");
    await expect(page.getByTestId("emergency-note")).toContainText("This is not an emergency service");

    // "Add to calendar": the invitation, parsed back by a calendar library.
    const download = page.waitForEvent("download");
    await page.getByTestId("add-to-calendar").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("vibe-check-call.ics");
    const ics = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Call with Millennial Life");
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(event.sequence).toBe(0);
    expect(ics).not.toMatch(/weekend|intensive|premarital/i);

    // The time is gone from the public page while booked.
    expect(await timesOn(request, day.date)).not.toContain(start);

    await page.getByTestId("cancel-disclosure").locator("summary").click();
    await page.getByTestId("cancel-submit").click();
    await expect(page.getByTestId("booking-cancelled")).toContainText("This call is cancelled");
    // Cancelled: the calendar file is now a cancellation of the same event.
    const cancelled = await (await page.request.get(`${new URL(page.url()).pathname}/invitation.ics`)).text();
    expect(cancelled).toMatch(/METHOD:CANCEL/);
    expect(cancelled).toMatch(/SEQUENCE:1/);
    expect(await timesOn(request, day.date)).toContain(start);
  });

  test("the strip of days shows another day's times, and a later week, without losing what she typed", async ({ page, request }) => {
    const days = await offeredDays(request, 8);
    const [first, second, eighth] = [days[0]!, days[1]!, days[7]!];
    await gotoHydrated(page, "/vibe-check#book");
    const form = bookingForm(page);
    await form.getByLabel("First name").fill("Noor");
    await expect(page.locator(`[data-day-link="${first.date}"]`)).toHaveAttribute("aria-current", "date");
    await expect(page.locator("[data-day-link]")).toHaveCount(7);

    await page.locator(`[data-day-link="${second.date}"]`).click();
    await expect(page).toHaveURL(new RegExp(`\\?from=${second.date}#book$`));
    await expect(page.getByTestId("slot-day")).toHaveAttribute("data-date", second.date);
    await expect(page.locator(`[data-day-link="${second.date}"]`)).toHaveAttribute("aria-current", "date");
    expect(await form.locator('input[name="start"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(second.starts);

    await form.getByRole("link", { name: "Later dates" }).click();
    await expect(page.getByTestId("slot-day")).toHaveAttribute("data-date", eighth.date);
    await expect(form.getByRole("link", { name: "Earlier dates" })).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Noor");
  });

  test("without JavaScript: native radios and a form post book the call, and the link moves and cancels it", async ({ browser, request }) => {
    const {
      day,
      starts: [start, later],
    } = await claimTimes(request, DAY.noJs, 2);
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const page = await context.newPage();
    await page.goto(`/vibe-check?from=${day.date}#book`);
    await pickTime(page, day, start);
    await fillBooking(bookingForm(page), { firstName: "Dev" });
    await bookingForm(page).getByRole("button", { name: "Book My Free 15-Min Vibe Check" }).click();
    await expect(page).toHaveURL(/\/vibe-check\/booking\/[\w-]{40,}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your free Vibe Check, Dev");
    await expect(page.getByTestId("booking-confirmation")).toContainText("by video");

    await page.getByTestId("move-link").click();
    await showDay(page, day.date);
    await bookingForm(page).locator(`input[name="start"][value="${later}"]`).check();
    await bookingForm(page).getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByTestId("booking-confirmation")).toContainText("Moved");
    const offered = await timesOn(request, day.date);
    expect(offered).toContain(start);
    expect(offered).not.toContain(later);

    await page.getByTestId("cancel-disclosure").locator("summary").click();
    await page.getByTestId("cancel-submit").click();
    await expect(page.getByTestId("booking-cancelled")).toBeVisible();
    await context.close();
    expect(await timesOn(request, day.date)).toContain(later);
  });

  test("without JavaScript, a refused post comes back with the fixed messages and everything typed", async ({ browser, request }) => {
    const {
      day,
      starts: [start],
    } = await claimTimes(request, DAY.hostile);
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/vibe-check?from=${day.date}#book`);
    await pickTime(page, day, start);
    await fillBooking(bookingForm(page), { firstName: "Ana", email: "not-an-email@" });
    await bookingForm(page)
      .getByLabel(/^Email/)
      .evaluate((input: HTMLInputElement) => (input.type = "text"));
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await bookingForm(page).getByRole("button", { name: "Book My Free 15-Min Vibe Check" }).click();
    expect((await answer).status()).toBe(400);
    await expect(bookingForm(page).getByLabel(/^Email/)).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(bookingForm(page).getByLabel("First name")).toHaveValue("Ana");
    await expect(bookingForm(page).locator(`input[name="start"][value="${start}"]`)).toBeChecked();
    await context.close();
  });

  test("with JavaScript, the browser checks the fields with the server's rules before sending", async ({ page }) => {
    await gotoHydrated(page, "/vibe-check#book");
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST") posted = true;
    });
    await bookingForm(page).getByLabel("First name").fill("Ana");
    await bookingForm(page).evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await bookingForm(page).getByRole("button", { name: "Book My Free 15-Min Vibe Check" }).click();
    await expect(page.getByTestId("booking-alert")).toContainText("fields need your attention");
    await expect(bookingForm(page).getByLabel("Last name")).toHaveAccessibleDescription("Last name is required");
    await expect(bookingForm(page).getByLabel("Service of interest")).toHaveAccessibleDescription("Please select a service");
    expect(posted).toBe(false);
  });

  test("two visitors race for one time: the loser sees the nearest free times with what she typed kept", async ({ browser, request }) => {
    const {
      day,
      starts: [start],
    } = await claimTimes(request, DAY.loser);
    const first = await browser.newContext({ viewport: DESKTOP });
    const second = await browser.newContext({ viewport: MOBILE });
    const [a, b] = [await first.newPage(), await second.newPage()];
    for (const page of [a, b]) {
      await withNecessaryOnlyConsent(page);
      await gotoHydrated(page, `/vibe-check?from=${day.date}#book`);
      await pickTime(page, day, start);
    }
    await fillBooking(bookingForm(a), { firstName: "First" });
    await fillBooking(bookingForm(b), { firstName: "Second", email: "second.visitor@example.com" });
    await bookingForm(a).getByRole("button", { name: "Book My Free 15-Min Vibe Check" }).click();
    await expect(a).toHaveURL(/\/vibe-check\/booking\//);
    await bookingForm(b).getByRole("button", { name: "Book My Free 15-Min Vibe Check" }).click();
    await expect(b.getByTestId("booking-alert")).toContainText("Someone just booked that time");
    await expect(bookingForm(b).getByLabel("First name")).toHaveValue("Second");
    await expect(bookingForm(b).getByLabel(/^Email/)).toHaveValue("second.visitor@example.com");
    await expect(bookingForm(b).locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);
    await expect(b.getByTestId("slot-day")).toHaveAttribute("data-date", day.date);
    await first.close();
    await second.close();
  });

  test("fifty posts racing for the same time give exactly one booking; the rest get 409", async ({ request }) => {
    const {
      day,
      starts: [start],
    } = await claimTimes(request, DAY.race);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postBooking(request, bookingFields(start))));
    const statuses = answers.map((r) => r.status());
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await timesOn(request, day.date)).not.toContain(start);
  });

  test("a repeated submit (same idempotency key) returns the same booking, never a second", async ({ request }) => {
    const {
      starts: [start],
    } = await claimTimes(request, DAY.idempotent);
    const fields = bookingFields(start);
    const [one, two] = await Promise.all([postBooking(request, fields), postBooking(request, fields)]);
    const three = await postBooking(request, fields);
    for (const answer of [one, two, three]) expect(answer.status()).toBe(303);
    const location = one.headers().location;
    expect(location).toMatch(/^\/vibe-check\/booking\/[\w-]{40,}$/);
    expect(two.headers().location).toBe(location);
    expect(three.headers().location).toBe(location);
    // Another key for the same time is a different visitor: refused.
    expect((await postBooking(request, bookingFields(start))).status()).toBe(409);
  });

  test("moving a booking keeps the same event with a higher SEQUENCE and frees the old time", async ({ page, request }) => {
    const {
      day,
      starts: [from, to],
    } = await claimTimes(request, DAY.move, 2);
    const booked = await postBooking(request, bookingFields(from, { firstName: "Mo" }));
    expect(booked.status()).toBe(303);
    const path = booked.headers().location!;
    const before = await (await request.get(`${path}/invitation.ics`)).text();
    await gotoHydrated(page, path);
    await page.getByTestId("move-link").click();
    await expect(page).toHaveURL(/\?move=1#move$/);
    // Its day may be on a later page of days: the page's own "Later dates" link keeps ?move=1.
    await gotoHydrated(page, `${path}?move=1&from=${day.date}#move`);
    const form = bookingForm(page);
    await showDay(page, day.date);
    await form.locator(`input[name="start"][value="${to}"]`).check();
    await form.getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByTestId("booking-confirmation")).toContainText("Moved");
    const after = await (await request.get(`${path}/invitation.ics`)).text();
    const uid = (text: string) => /UID:(.+)/.exec(text)![1]!.trim();
    expect(uid(after)).toBe(uid(before));
    expect(after).toMatch(/SEQUENCE:1/);
    const offered = await timesOn(request, day.date);
    expect(offered).toContain(from);
    expect(offered).not.toContain(to);
  });

  test("the code arrives while she fills the form: what she chose and typed is kept and sent", async ({ page, request, baseURL }) => {
    const {
      day,
      starts: [start],
    } = await claimTimes(request, DAY.slow);
    const hold = await ScriptHold.on(page, baseURL!);
    await page.goto(`/vibe-check?from=${day.date}#book`);
    await pickTime(page, day, start);
    await fillBooking(bookingForm(page), { firstName: "Slow", callType: "phone" });
    expect(hold.waitingCount).toBeGreaterThan(0);
    hold.release();
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expect(bookingForm(page).locator(`input[name="start"][value="${start}"]`)).toBeChecked();
    await expect(bookingForm(page).getByLabel("First name")).toHaveValue("Slow");
    await expect(bookingForm(page).getByRole("radio", { name: /^Phone call/ })).toBeChecked();
    await bookingForm(page).getByRole("button", { name: "Book My Free 15-Min Vibe Check" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your free Vibe Check, Slow");
  });

  test("hostile posts get a 4xx and book nothing", async ({ request }) => {
    const {
      day,
      starts: [start],
    } = await claimTimes(request, DAY.hostile);
    const refused = [
      await postBooking(request, bookingFields(start, { firstName: "Ana\u0000" })),
      await postBooking(request, bookingFields(start, { lastName: "x".repeat(5_000) })),
      await postBooking(request, bookingFields(start, { start: "2026-13-45T99:00:00Z" })),
      await postBooking(request, bookingFields(start, { start: "2020-01-06T15:00:00.000Z" })),
      await postBooking(request, bookingFields(start, { idempotencyKey: "not-a-uuid" })),
      await postBooking(request, bookingFields(start, { callType: "carrier-pigeon" })),
      await postBooking(request, bookingFields(start, { callType: "phone", phone: "" })),
      await postBooking(request, bookingFields(start, { dataStorageConsent: "" })),
      await request.post("/vibe-check", { headers: { "Content-Type": "application/json" }, data: JSON.stringify(bookingFields(start)), maxRedirects: 0 }),
      await postBooking(request, { ...bookingFields(start), note: "y".repeat(20_000) }),
    ];
    for (const answer of refused) {
      expect(answer.status(), await answer.text().then((t) => t.slice(0, 80))).toBeGreaterThanOrEqual(400);
      expect(answer.status()).toBeLessThan(500);
    }
    // A post from another site never reaches the booking.
    const foreign = await postBooking(request, bookingFields(start), { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(foreign.status()).toBe(403);
    // Forged identity headers change nothing: the same rules, the same refusal.
    const forged = await postBooking(request, bookingFields("2020-01-06T15:00:00.000Z"), { "X-Auth-User": "admin", "X-Auth-Admin": "true" });
    expect(forged.status()).toBe(409);
    expect(await timesOn(request, day.date)).toContain(start);
  });

  test("a booking link that was never issued, or is malformed, finds nothing", async ({ request }) => {
    for (const token of ["A".repeat(43), "short", "x".repeat(200), "not%00a%0Atoken"]) {
      const page = await request.get(`/vibe-check/booking/${token}`);
      expect(page.status()).toBe(404);
      expect((await request.get(`/vibe-check/booking/${token}/invitation.ics`)).status()).toBe(404);
    }
    expect((await request.get("/calendar-feed/not-a-real-token.ics")).status()).toBe(404);
  });

  test("the booking page is private: never cached, never indexed, its address never sent to another site", async ({ request }) => {
    const {
      starts: [start],
    } = await claimTimes(request, DAY.idempotent);
    const booked = await postBooking(request, bookingFields(start));
    const answer = await request.get(booked.headers().location!);
    expect(answer.headers()["cache-control"]).toContain("no-store");
    // The last policy a browser understands wins: same-origin keeps the token from other sites.
    expect(answer.headers()["referrer-policy"]).toMatch(/(^|,\s*)same-origin$/);
    expect(answer.headers()["x-robots-tag"]).toContain("noindex");
    expect((await request.get("/vibe-check")).headers()["cache-control"]).toContain("no-store");
  });
});

test.describe("booking accessibility", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`axe finds nothing on /vibe-check with the form's errors showing, and on a booking page, at ${viewport.width}px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/vibe-check#book");
      await bookingForm(page).evaluate((form: HTMLFormElement) => (form.noValidate = true));
      await bookingForm(page).getByRole("button", { name: "Book My Free 15-Min Vibe Check" }).click();
      await expect(page.getByTestId("booking-alert")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const {
        starts: [start],
      } = await claimTimes(request, DAY.idempotent);
      const booked = await postBooking(request, bookingFields(start));
      await gotoHydrated(page, booked.headers().location!);
      await page.getByTestId("cancel-disclosure").locator("summary").click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("a keyboard picks a time: the radios are named with the day and time in words", async ({ page }) => {
    await gotoHydrated(page, "/vibe-check#book");
    const first = bookingForm(page).locator('input[name="start"]').first();
    // The browser here runs on UTC, so her own time follows the Dallas time.
    await expect(first).toHaveAccessibleName(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d+ at \d+:\d\d\s[AP]M Central Time \(\d+:\d\d\s[AP]M your time\)$/,
    );
    await first.focus();
    await page.keyboard.press("ArrowRight");
    await expect(bookingForm(page).locator('input[name="start"]').nth(1)).toBeChecked();
  });
});
