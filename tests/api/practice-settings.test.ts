import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/db/client.server";
import { Footer } from "../../app/components/layout/footer";
import { StickyVibeBar } from "../../app/components/layout/sticky-vibe-bar";
import { site as siteFacts } from "../../app/content/site";
import { searchSite } from "../../app/features/search/search.server";
import { syncSearchSources } from "../../app/features/search/search-sources.server";
import { readPracticeContact, readPracticeSettings, SETTINGS_FORM_MAX_BYTES } from "../../app/features/settings/practice-settings.server";
import { practiceJsonLd } from "../../app/lib/json-ld/practice";
import { sampleContactDetails } from "../../app/lib/practice-contact-rules";
import { action } from "../../app/routes/admin/settings";
import { refuseCrossSite } from "../../server/cross-site";
import { invalidateOnContentChange } from "../../server/render-cache/invalidation";
import { createRenderCache } from "../../server/render-cache/middleware";
import { securityHeaders } from "../../server/security-headers";
import { signedInAdminAndWriter } from "./support/api";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";

/**
 * The settings screen's action behind the app's own cross-site guard, and public pages rendered
 * through the real render cache with the real footer, sticky bar and JSON-LD: a save shows on a
 * page that was already cached, on this instance and (PostgreSQL) on another one.
 */

const valid = {
  phone: "(469) 201-7788",
  email: "hello@millennial-life.test",
  careersEmail: "jobs@millennial-life.test",
  pressEmail: "press@millennial-life.test",
  street: "2626 Cole Avenue, Suite 410",
  city: "Dallas",
  region: "tx",
  postalCode: "75204",
  notificationEmail: "frontdesk@millennial-life.test",
};
const hours = [
  ["Monday - Friday", "8:00 AM - 7:00 PM"],
  ["Saturday", "By appointment"],
];

function formBody(fields: Record<string, string> = valid, rows: string[][] = hours): string {
  const body = new URLSearchParams(fields);
  for (const [days, time] of rows) {
    body.append("hoursDays", days!);
    body.append("hoursTime", time!);
  }
  return body.toString();
}

/** What a React Router action answered, as the page handler would send it. */
function answerOf(value: unknown): { status: number; location?: string | null; body?: unknown } {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } } | null;
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  return { status: 200, body: value };
}

/** A page: the real footer and sticky bar with what the root loader would read, plus the practice JSON-LD. */
async function renderPage(db: DatabaseHandle["db"]): Promise<Response> {
  const contact = await readPracticeContact(db);
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => createElement("div", null, createElement(Footer), createElement(StickyVibeBar)), loader: () => ({ contact }) },
  ]);
  const body = renderToString(createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { root: { contact } } } }));
  const jsonLd = JSON.stringify(practiceJsonLd("https://www.millenniallifecounseling.com", contact));
  return new Response(`<!doctype html><html><body>${body}<script type="application/ld+json">${jsonLd}</script></body></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}

interface Instance {
  url: string;
  close(): Promise<void>;
}

async function startInstance(handle: DatabaseHandle): Promise<Instance> {
  const logger = pino({ level: "silent" });
  const cache = createRenderCache({
    enabled: true,
    maxBytes: 8 * 1024 * 1024,
    ttlSeconds: 300,
    sMaxAge: 60,
    staleWhileRevalidate: 300,
    render: () => renderPage(handle.db),
    loadContext: () => ({
      publicConfig: { newsletter: { portalId: "p", formId: "f" }, analytics: {} },
      db: handle.db,
      clientAddress: "shared",
      sessionCookieSecure: false,
    }),
    cspHosts: {},
    logger,
  });
  const app = express();
  app.use(securityHeaders({ dev: false, hsts: false }));
  app.use(cache.serveHit);
  app.use(refuseCrossSite());
  app.post("/admin/settings", async (req, res) => {
    const request = new Request(`http://${req.get("host")}${req.originalUrl}`, {
      method: "POST",
      headers: req.headers as Record<string, string>,
      body: Readable.toWeb(req) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    let answer;
    try {
      answer = answerOf(await action({ request, context: { db: handle.db }, params: {} } as never));
    } catch (thrown) {
      answer = answerOf(thrown);
    }
    if (answer.location) res.set("Location", answer.location);
    res.status(answer.status).json(answer.body ?? null);
  });
  app.get("/{*splat}", cache.render);
  const stopInvalidation = await invalidateOnContentChange({ cache, db: handle.db, listen: handle.listen, nextChangeAt: async () => null, logger });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await stopInvalidation();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

const postSettings = (url: string, cookie: string | null, body: string = formBody(), headers: Record<string, string> = {}) =>
  fetch(`${url}/admin/settings`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body,
    redirect: "manual",
  });

describe.each(databaseKinds)("practice settings on %s", (kind) => {
  let t: TestDatabase;
  let site: Instance;
  let cookies: { admin: string; writer: string };
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await syncSearchSources(t.handle.db);
    cookies = await signedInAdminAndWriter(t);
    site = await startInstance(t.handle);
  });
  afterAll(async () => {
    await site?.close();
    await t?.dispose();
  });

  const stored = () => t.query("select * from practice_settings");

  it("starts from site.ts: the page shows its phone, and the sample details are named", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain(`href="${siteFacts.phone.href}"`);
    expect(html).toContain(siteFacts.phone.display);
    expect(html).toContain(`"telephone":"${siteFacts.phone.display}"`);
    const samples = sampleContactDetails((await readPracticeSettings(t.handle.db)).contact);
    expect(samples).toEqual([
      `the phone number ${siteFacts.phone.display}`,
      `the email addresses ${siteFacts.email}, ${siteFacts.careersEmail}, and ${siteFacts.pressEmail}`,
    ]);
  });

  it("refuses bad input with a 4xx and changes nothing", async () => {
    const bad: [string, string][] = [
      ["a phone number with letters", formBody({ ...valid, phone: "call us maybe" })],
      ["a phone number with too few digits", formBody({ ...valid, phone: "555-01" })],
      ["a phone number with too many digits", formBody({ ...valid, phone: "1".repeat(21) })],
      ["a bad email", formBody({ ...valid, email: "hello@" })],
      ["a bad press email", formBody({ ...valid, pressEmail: "not an address" })],
      ["a bad notification email", formBody({ ...valid, notificationEmail: "frontdesk" })],
      ["a NUL byte in the street", formBody({ ...valid, street: "2626 Cole\u0000 Avenue" })],
      ["a NUL byte in a line of hours", formBody(valid, [["Monday\u0000", "9-5"]])],
      ["a huge city", formBody({ ...valid, city: "D".repeat(5_000) })],
      ["no hours at all", formBody(valid, [])],
      [
        "eight lines of hours",
        formBody(
          valid,
          Array.from({ length: 8 }, (_, i) => [`Day ${i}`, "9-5"]),
        ),
      ],
      ["a missing field", formBody({ ...valid, email: undefined as unknown as string })],
      ["a state that is not two letters", formBody({ ...valid, region: "Texas" })],
    ];
    for (const [label, body] of bad) {
      const res = await postSettings(site.url, cookies.admin, body);
      expect(res.status, label).toBe(400);
      const answer = (await res.json()) as { errors: Record<string, string> };
      expect(Object.keys(answer.errors).length, label).toBeGreaterThan(0);
    }
    const huge = await postSettings(site.url, cookies.admin, formBody({ ...valid, street: "x".repeat(SETTINGS_FORM_MAX_BYTES) }));
    expect(huge.status).toBe(413);
    const json = await postSettings(site.url, cookies.admin, JSON.stringify(valid), { "Content-Type": "application/json" });
    expect(json.status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it("refuses strangers, writers and other sites: 401, 403, 403, and changes nothing", async () => {
    expect((await postSettings(site.url, null)).status).toBe(401);
    expect((await postSettings(site.url, "ml_admin=not-a-real-session-token-at-all")).status).toBe(401);
    expect((await postSettings(site.url, cookies.writer)).status).toBe(403);
    const foreign = await postSettings(site.url, cookies.admin, formBody(), { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const noFetchSite = await fetch(`${site.url}/admin/settings`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies.admin, Origin: "https://evil.example" },
      body: formBody(),
    });
    expect(noFetchSite.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it("saves valid settings, and a page cached before the save shows them in the footer, the Call link and the JSON-LD", async () => {
    const before = await fetch(`${site.url}/`);
    await before.text();
    const cached = await fetch(`${site.url}/`);
    expect(cached.headers.get("x-render-cache")).toBe("HIT");
    await cached.text();

    const res = await postSettings(site.url, cookies.admin);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/settings?saved=1");
    const [row] = await stored();
    expect(row).toMatchObject({ updated_by: "owner", notification_email: "frontdesk@millennial-life.test" });

    const after = await fetch(`${site.url}/`);
    expect(after.headers.get("x-render-cache")).toBe("MISS");
    const html = await after.text();
    expect(html).toContain('href="tel:+14692017788"');
    expect(html).toContain("(469) 201-7788");
    expect(html).toContain('href="mailto:hello@millennial-life.test"');
    expect(html).toContain("2626 Cole Avenue, Suite 410");
    expect(html).toContain("Dallas<!-- -->, <!-- -->TX<!-- --> <!-- -->75204");
    expect(html).toContain("By appointment");
    expect(html).not.toContain(siteFacts.phone.display);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      telephone: "(469) 201-7788",
      email: "hello@millennial-life.test",
      address: { streetAddress: "2626 Cole Avenue, Suite 410", addressLocality: "Dallas", addressRegion: "TX", postalCode: "75204" },
    });
    // The notification address stays private: no page carries it.
    expect(html).not.toContain("frontdesk@");
    // Site search quotes the answer with the new address, not the one it was indexed with at start.
    const [office] = (await searchSite(t.handle.db, "where is the office")).filter((r) => r.path === "/fees-and-faqs#faq-in-person");
    const snippet = office!.snippetHtml.replace(/<\/?mark>/g, "");
    expect(snippet).toContain("2626 Cole Avenue, Suite 410");
    expect(snippet).not.toContain(siteFacts.address.street);
    expect(sampleContactDetails((await readPracticeSettings(t.handle.db)).contact)).toEqual([]);
  });

  it("a second save replaces the first; an empty notification email falls back to the server's", async () => {
    const res = await postSettings(site.url, cookies.admin, formBody({ ...valid, phone: "+44 20 7946 0958", notificationEmail: "" }));
    expect(res.status).toBe(302);
    const saved = await readPracticeSettings(t.handle.db);
    expect(saved.contact.phone).toEqual({ display: "+44 20 7946 0958", href: "tel:+442079460958" });
    expect(saved.settings.notificationEmail).toBe("");
    expect(await stored()).toHaveLength(1);
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('href="tel:+442079460958"');
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))("practice settings across instances on postgres", () => {
  let t: TestDatabase;
  let second: DatabaseHandle;
  let a: Instance;
  let b: Instance;
  let admin: string;
  beforeAll(async () => {
    t = await openTestDatabase("postgres");
    admin = (await signedInAdminAndWriter(t)).admin;
    second = await openDatabase({ databaseUrl: t.databaseUrl!, poolMax: 4 });
    a = await startInstance(t.handle);
    b = await startInstance(second);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await t?.dispose();
  });

  it("a save on one instance shows on a page the other had cached", async () => {
    await (await fetch(`${b.url}/`)).text();
    expect((await fetch(`${b.url}/`)).headers.get("x-render-cache")).toBe("HIT");
    expect((await postSettings(a.url, admin)).status).toBe(302);
    await expect.poll(async () => (await (await fetch(`${b.url}/`)).text()).includes('href="tel:+14692017788"'), { timeout: 5_000, interval: 50 }).toBe(true);
  });
});
