/**
 * `npm run bench:taps`: how soon a tap does its job on a phone once the page has painted. Starts the
 * production build (`npm run build` first; this builds nothing) on a throwaway embedded database
 * with the rate limits off, then opens each probe BENCH_RUNS times (5 by default) in a fresh Chromium
 * context on the mid-phone profile (scripts/bench-taps-phone.ts): 4x CPU slowdown, 150 ms round
 * trips, 1.6 Mbps down and 750 Kbps up, 390 x 844, touch. A tap is a touch, sent as soon as the
 * control is on screen: the first one when Chromium reports the first contentful paint, at a spot
 * read beforehand from a page without the slowdown. A tap with no response within 10 s counts as
 * ignored and the control is tapped again, up to 20 s after the paint.
 *
 *   menu        the phone menu's button (a native popover) on / opens the menu, still open once React is live
 *   vibe check  then the navigation's Vibe Check button (in that menu at this width) leads to /vibe-check
 *   contact     the homepage's contact form, filled in one go as autofill does once it has arrived, then
 *               sent: exactly one stored request (asked of the admin API), shown by the native post's
 *               notice (?submitted=1) or the "Request submitted" toast
 *
 * Per probe, min / median / max of: the first contentful paint; when the tap went, after it; tap to
 * the frame that shows the response; paint to that frame; the dead window (time after the paint
 * during which taps did nothing, 0 when the first tap worked); and in how many runs the tap came
 * before React took over and was answered by a new page. Exits 1 on a miss: a tap lost or ignored,
 * a menu that closed again, a request stored other than once, a request off the loopback.
 * Runs go to bench-results/taps.json; recorded figures are in docs/benchmarks.md.
 *
 *   npm run build && npm run bench:taps
 *   BENCH_RUNS=1 npm run bench:taps
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { chromium, type Browser } from "@playwright/test";
import { vibeCheckCta } from "~/content/navigation";
import { contactCopy } from "~/content/contact-form";
import { CONTACT_API_PATH } from "~/features/contact/contact-constants";
import { requireBuild, startProductionServer } from "./bench-server";
import { autofill, centre, firstPaint, openPhone, PHONE, shown, sleep, tapUntil, waitFor, type Phone, type Tapped } from "./bench-taps-phone";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = { username: "bench-owner", password: `bench only ${crypto.randomUUID()}` };
const ENQUIRY = {
  firstName: "Jordan",
  lastName: "Rivera",
  phone: "(214) 555-0199",
  serviceInterest: "couples-therapy",
  message: "Same argument, every weekend.",
};

interface Probe {
  name: string;
  run(phone: Phone): Promise<Tapped>;
}

type Point = { x: number; y: number };

function probes(points: { menuButton: Point; vibeCheckLink: Point }, storedEnquiries: (email: string) => Promise<number>): Probe[] {
  const openMenu = (phone: Phone) =>
    tapUntil(
      phone,
      async () => points.menuButton,
      (tap) => shown(phone, "menu-open", tap),
    );
  const menu = async (phone: Phone) => {
    const result = await openMenu(phone);
    if (!result.response) return result;
    // Lost if it closes again, as React takes over or later.
    const hydrated = await waitFor(() => phone.marks.find((m) => m.kind === "hydrated" && m.doc === firstPaint(phone)?.doc), 30_000);
    await sleep(1_000);
    const open = await phone.page.locator("#mobile-menu").evaluate((el) => el.matches(":popover-open"));
    if (!open || phone.marks.some((m) => m.kind === "menu-closed")) result.misses.push("the menu opened, then closed by itself");
    if (!hydrated) result.misses.push("React did not take over within 30 s");
    return result;
  };
  const vibeCheck = async (phone: Phone) => {
    const opened = await openMenu(phone);
    if (!opened.response) return opened;
    const result = await tapUntil(
      phone,
      async () => points.vibeCheckLink,
      (tap) => shown(phone, "route", tap, vibeCheckCta.to),
    );
    return { ...result, misses: [...opened.misses, ...result.misses] };
  };
  const contact = async (phone: Phone) => {
    const form = phone.page.locator("#contact").getByTestId("contact-form");
    const email = `taps.${Date.now().toString(36)}@example.com`;
    await autofill(form, { ...ENQUIRY, email, communicationsOptIn: true, dataStorageConsent: true });
    const result = await tapUntil(
      phone,
      () => centre(form.getByRole("button", { name: contactCopy.submit })),
      (tap) => shown(phone, "submitted", tap),
    );
    if (!result.response) {
      const [first, mail] = await Promise.all([form.getByLabel("First name").inputValue(), form.getByLabel("Email").inputValue()]);
      result.misses.push(`the form then held first name "${first}", email "${mail}"`);
    }
    await sleep(2_000); // time for a second post to arrive, were there one
    const posts = phone.posts.filter((p) => p === CONTACT_API_PATH).length;
    const stored = await storedEnquiries(email);
    if (posts !== 1 || stored !== 1) result.misses.push(`${posts} posts, ${stored} requests stored (1 expected)`);
    return result;
  };
  return [
    { name: "menu", run: menu },
    { name: "vibe check", run: vibeCheck },
    { name: "contact", run: contact },
  ];
}

/** Signs the bench's admin in, in a context without the slowdown, to ask the server what it stored. */
async function enquiryCounter(browser: Browser, origin: string): Promise<(email: string) => Promise<number>> {
  const admin = await browser.newContext({ baseURL: origin });
  const page = await admin.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin$/);
  return async (email) => {
    const res = await admin.request.get(`/api/admin/leads?type=enquiries&q=${encodeURIComponent(email)}`);
    return ((await res.json()) as { total: number }).total;
  };
}

/** Where the menu button and the menu's Vibe Check link are, read without the slowdown: a tap goes as soon as each is on screen, with no time to ask. */
async function tapPoints(browser: Browser, origin: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: origin });
  const page = await context.newPage();
  await page.goto("/");
  const menuButton = await centre(page.getByRole("button", { name: "Open menu" }));
  await page.getByRole("button", { name: "Open menu" }).click();
  const vibeCheckLink = await centre(page.locator("#mobile-menu").getByRole("link", { name: vibeCheckCta.label }));
  await context.close();
  return { menuButton, vibeCheckLink };
}

interface Row {
  probe: string;
  run: number;
  paintMs: number;
  tapAfterPaintMs: number;
  tapToResponseMs: number;
  paintToResponseMs: number;
  deadWindowMs: number;
  /** The tap that worked came before React had taken over; its response was a new page (native navigation or post). */
  beforeReact: boolean;
  newPage: boolean;
  misses: string[];
}

const TIMES = ["paintMs", "tapAfterPaintMs", "tapToResponseMs", "paintToResponseMs", "deadWindowMs"] as const;

function spread(values: number[]): string {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return "-";
  const median = (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2;
  return [s[0]!, median, s.at(-1)!].map((v) => Math.round(v)).join(" / ");
}

async function measure(browser: Browser, origin: string, probe: Probe, run: number): Promise<Row> {
  const phone = await openPhone(browser, origin, "/");
  let tapped: Tapped;
  try {
    tapped = await probe.run(phone);
  } catch (error) {
    tapped = { misses: [`failed: ${(error as Error).message.split("\n")[0]}`] };
  }
  const paint = await waitFor(() => firstPaint(phone), 10_000);
  await phone.page.context().close();
  if (phone.offsite.length) tapped.misses.push(`left the loopback: ${phone.offsite.join(", ")}`);
  const { first = NaN, tap = NaN, response = NaN, responseDoc, misses } = tapped;
  const paintAt = paint?.at ?? NaN;
  const hydrated = phone.marks.find((m) => m.kind === "hydrated" && m.doc === paint?.doc);
  return {
    probe: probe.name,
    run,
    paintMs: Number(paint?.detail ?? NaN),
    tapAfterPaintMs: first - paintAt,
    tapToResponseMs: response - tap,
    paintToResponseMs: response - paintAt,
    deadWindowMs: tap === first ? 0 : tap - paintAt,
    beforeReact: !hydrated || tap < hydrated.at,
    newPage: responseDoc !== undefined && responseDoc !== paint?.doc,
    misses,
  };
}

async function main() {
  try {
    requireBuild();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const loadBefore = os.loadavg()[0]!;
  // Every post comes from 127.0.0.1: no rate limits. The admin only counts what was stored.
  const env = { RATE_LIMIT_ENABLED: "false", ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SESSION_COOKIE_SECURE: "false" };
  const server = await startProductionServer(env, { startTimeoutMs: 180_000 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: Row[] = [];
  try {
    // Unmeasured: the first render of a route in a fresh process is not what visitors get.
    for (const path of ["/", vibeCheckCta.to]) await fetch(`${server.origin}${path}`).then((res) => res.text());
    const all = probes(await tapPoints(browser, server.origin), await enquiryCounter(browser, server.origin));
    for (let run = 1; run <= RUNS; run++) {
      for (const probe of all) {
        const row = await measure(browser, server.origin, probe, run);
        rows.push(row);
        const ms = (v: number) => `${Math.round(v)} ms`;
        const how = `${row.beforeReact ? "before" : "after"} React took over, answered ${row.newPage ? "by a new page" : "in place"}`;
        console.log(
          `${row.misses.length ? "FAIL" : "ok  "} ${probe.name.padEnd(10)} run ${run}: FCP ${ms(row.paintMs)}, tap +${ms(row.tapAfterPaintMs)}, ` +
            `response ${ms(row.tapToResponseMs)} later (${how}), dead ${ms(row.deadWindowMs)}${row.misses.length ? `\n       ${row.misses.join("; ")}` : ""}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const loadAfter = os.loadavg()[0]!;
  console.log(
    `\nmid-phone profile (4x CPU, 150 ms RTT, 1.6 Mbps / 750 Kbps, 390 x 844 touch), ${RUNS} runs, ${os.cpus().length} CPUs, ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after; min / median / max\n`,
  );
  console.log(
    "| probe | FCP | tap after FCP | tap to response | FCP to response | dead window | tap before React | answered by a new page | misses |\n|---|---|---|---|---|---|---|---|---|",
  );
  for (const name of new Set(rows.map((r) => r.probe))) {
    const of = rows.filter((r) => r.probe === name);
    const ms = (key: (typeof TIMES)[number]) => `${spread(of.map((r) => r[key]))} ms`;
    const runs = (key: "beforeReact" | "newPage") => `${of.filter((r) => r[key]).length} of ${of.length}`;
    const cells = [name, ...TIMES.map(ms), runs("beforeReact"), runs("newPage"), of.reduce((n, r) => n + r.misses.length, 0)];
    console.log(`| ${cells.join(" | ")} |`);
  }
  mkdirSync("bench-results", { recursive: true });
  const record = { date: new Date().toISOString(), loadAverage: { before: loadBefore, after: loadAfter }, rows };
  writeFileSync("bench-results/taps.json", `${JSON.stringify(record, null, 2)}\n`);
  process.exit(rows.some((r) => r.misses.length) ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
