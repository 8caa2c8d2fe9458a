import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectBodySchema } from "../../app/features/analytics/collect-schema";
import { contactRequestSchema, HONEYPOT_FIELD } from "../../app/features/contact/contact-schema";
import { newsletterSignupSchema } from "../../app/features/newsletter/newsletter-schema";
import { databaseKinds, type TestDatabase } from "./support/database";
import { validContact, type RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase } from "./support/api";

/**
 * Bodies in all, shared by the three endpoints that take a body (4 : 4 : 2): 10,000 on PGlite;
 * fewer on PostgreSQL, where the code under test is the same and only the storage differs.
 * Seeded: a failure names its seed and replays the bodies. Most bodies are malformed; the few
 * valid ones prove the oracle and the storage agree (and cost a commit each, so they stay few).
 */
const BODIES_BY_KIND = { pglite: Number(process.env.FUZZ_BODIES ?? 10_000), postgres: Number(process.env.FUZZ_BODIES ?? 2_000) };
// Slow machines: the whole fuzz run gets this long.
const FUZZ_TIMEOUT_MS = 240_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20260401);
const BODY_LIMIT = 32 * 1024;

describe.each(databaseKinds)("fuzzing the lead endpoints on %s", (kind) => {
  const BODIES = Math.round(BODIES_BY_KIND[kind] * 0.4);
  const BEACONS = BODIES_BY_KIND[kind] - 2 * BODIES;
  let database: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind, { NEWSLETTER_PORTAL_ID: "4411", NEWSLETTER_FORM_ID: "clarity-drip-form" }));
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  it(
    `POST /api/submit-homepage-form: ${BODIES} random and malformed bodies, never a 5xx, never a row from an invalid body (seed ${SEED})`,
    async () => {
      const random = mulberry32(SEED);
      const cases = Array.from({ length: BODIES }, (_, i) => fuzzCase(random, i, contactFields, () => validContact({ email: `valid${i}@example.com` }), true));
      const acceptedEmails = new Set<string>();
      const results = await sendAll(`${api.url}/api/submit-homepage-form`, cases);
      for (const [index, { status, body, location }] of results.entries()) {
        const c = cases[index]!;
        const where = `case ${index} (seed ${SEED}): ${c.text.slice(0, 200)}`;
        expect(status, where).toBeLessThan(500);
        const verdict = contactVerdict(c);
        if (verdict === "cross-site") {
          expect(status, where).toBe(403);
        } else if (c.contentType === FORM) {
          // Without JavaScript: always back to a path on this site, whatever pageUri said.
          expect(status, where).toBe(303);
          expect(location, where).toMatch(/^\/(?![/\\])[^?#]*\?(submitted|error)=1#contact$/);
          if (verdict === "store") acceptedEmails.add(contactRequestSchema.parse(formPostFields(c.text)).email);
        } else if (verdict === "store") {
          expect(status, where).toBe(201);
          acceptedEmails.add(contactRequestSchema.parse(JSON.parse(c.text)).email);
        } else if (verdict === "honeypot") {
          expect(status, where).toBe(201);
        } else {
          expect([400, 413, 415], where).toContain(status);
          expect(typeof (JSON.parse(body) as { message: unknown }).message, where).toBe("string");
        }
      }
      const rows = await database.query<{ email: string }>("select email from contact_requests");
      expect(rows.map((r) => r.email).sort()).toEqual([...acceptedEmails].sort());
      expect(acceptedEmails.size).toBeGreaterThan(20);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST /api/submit-hubspot: ${BODIES} random and malformed bodies, never a 5xx, never a row from an invalid body (seed ${SEED})`,
    async () => {
      const random = mulberry32(SEED + 1);
      const valid = (i: number) => ({ formId: "clarity-drip-form", portalId: "4411", firstName: "Fuzz", lastName: "Case", email: `valid${i}@example.com` });
      const cases = Array.from({ length: BODIES }, (_, i) => fuzzCase(random, i, newsletterFields, () => valid(i)));
      const acceptedEmails = new Set<string>();
      const results = await sendAll(`${api.url}/api/submit-hubspot`, cases);
      for (const [index, { status, body }] of results.entries()) {
        const c = cases[index]!;
        const where = `case ${index} (seed ${SEED + 1}): ${c.text.slice(0, 200)}`;
        expect(status, where).toBeLessThan(500);
        const parsed = c.contentType === "application/json" && Buffer.byteLength(c.text) <= BODY_LIMIT ? safeJson(c.text) : undefined;
        const signup = isObject(parsed) ? newsletterSignupSchema.safeParse(parsed) : undefined;
        if (c.crossSite) {
          expect(status, where).toBe(403);
        } else if (signup?.success && signup.data.formId === "clarity-drip-form" && signup.data.portalId === "4411") {
          expect(status, where).toBe(200);
          acceptedEmails.add(signup.data.email.toLowerCase());
        } else {
          expect([400, 413, 415], where).toContain(status);
          expect(typeof (JSON.parse(body) as { message: unknown }).message, where).toBe("string");
        }
      }
      const rows = await database.query<{ email: string }>("select email from newsletter_signups");
      expect(rows.map((r) => r.email).sort()).toEqual([...acceptedEmails].sort());
      expect(acceptedEmails.size).toBeGreaterThan(20);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST /api/clarity/collect: ${BEACONS} random and malformed beacons, never a 5xx, stored only when valid (seed ${SEED})`,
    async () => {
      const random = mulberry32(SEED + 2);
      const valid = () => ({ events: [{ type: "page_view", path: "/vibe-check" }] });
      const cases = Array.from({ length: BEACONS }, (_, i) => fuzzCase(random, i, ["events"], valid));
      const results = await sendAll(`${api.url}/api/clarity/collect`, cases, { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0" });
      let stored = 0;
      for (const [index, { status }] of results.entries()) {
        const c = cases[index]!;
        const where = `case ${index} (seed ${SEED + 2}): ${c.text.slice(0, 200)}`;
        expect(status, where).toBeLessThan(500);
        const parsed = c.contentType === "application/json" && Buffer.byteLength(c.text) <= 4096 ? safeJson(c.text) : undefined;
        if (c.crossSite) expect(status, where).toBe(403);
        else if (collectBodySchema.safeParse(parsed).success) {
          expect(status, where).toBe(204);
          stored += (parsed as { events: unknown[] }).events.length;
        } else expect([400, 413, 415], where).toContain(status);
      }
      const [row] = await database.query<{ n: number }>("select count(*)::int as n from site_stat_events");
      expect(row!.n).toBe(stored);
      expect(stored).toBeGreaterThan(5);
    },
    FUZZ_TIMEOUT_MS,
  );
});

interface FuzzCase {
  contentType: string;
  text: string;
  /** Sent with the headers of a post from another site's page: always 403. */
  crossSite?: boolean;
}

const FORM = "application/x-www-form-urlencoded";
const CROSS_SITE_HEADERS = [
  { "Sec-Fetch-Site": "cross-site" },
  { Origin: "https://evil.example" },
  { Origin: "null" },
  { "Sec-Fetch-Site": "same-site", Origin: "https://evil.example" },
];

// The fields the schemas define (the honeypot is not one of them: the server looks at it first).
const contactFields = [...Object.keys(contactRequestSchema.shape), HONEYPOT_FIELD];
const newsletterFields = Object.keys(newsletterSignupSchema.shape);

function contactVerdict(c: FuzzCase): "store" | "honeypot" | "refuse" | "cross-site" {
  if (c.crossSite) return "cross-site";
  if (c.contentType === FORM) {
    const fields = formPostFields(c.text);
    if (![undefined, ""].includes(fields[HONEYPOT_FIELD] as never)) return "honeypot";
    return contactRequestSchema.safeParse(fields).success ? "store" : "refuse";
  }
  if (c.contentType !== "application/json" || Buffer.byteLength(c.text) > BODY_LIMIT) return "refuse";
  const parsed = safeJson(c.text);
  if (!isObject(parsed)) return "refuse";
  if (Object.hasOwn(parsed, HONEYPOT_FIELD) && ![undefined, null, "", false].includes(parsed[HONEYPOT_FIELD] as never)) return "honeypot";
  return contactRequestSchema.safeParse(parsed).success ? "store" : "refuse";
}

/** One request body: a mutated valid body, a random value, hostile keys, huge or broken text. */
function fuzzCase(random: () => number, index: number, fields: string[], valid: () => Record<string, unknown>, formPosts = false): FuzzCase {
  const c = fuzzBody(random, index, fields, valid, formPosts);
  // One in twenty comes from another site's page, some of them otherwise perfectly valid.
  return random() < 0.05 ? { ...c, crossSite: true } : c;
}

function fuzzBody(random: () => number, index: number, fields: string[], valid: () => Record<string, unknown>, formPosts: boolean): FuzzCase {
  const json = (text: string): FuzzCase => ({ contentType: "application/json", text });
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const roll = random();
  if (roll < 0.03) return json(JSON.stringify(valid()));
  if (formPosts && roll < 0.13) {
    // The form without JavaScript: text fields only, some replaced by hostile strings.
    const body = Object.fromEntries(Object.entries(valid()).map(([key, value]) => [key, key === "dataStorageConsent" ? "on" : String(value)]));
    for (let i = 0; i < 1 + Math.floor(random() * 3); i++) body[pick(fields)] = String(randomValue(random, 3));
    return { contentType: FORM, text: new URLSearchParams(body).toString() };
  }
  if (roll < 0.45) {
    // A valid body with one to three fields replaced by something odd.
    const body = valid();
    const changes = 1 + Math.floor(random() * 3);
    for (let i = 0; i < changes; i++) {
      const field = pick(fields);
      if (random() < 0.15) delete body[field];
      else body[field] = randomValue(random, 0);
    }
    return json(JSON.stringify(body));
  }
  if (roll < 0.65) {
    // Prototype-pollution shapes, written as raw JSON so the keys survive.
    const hostile = pick(["__proto__", "constructor", "prototype"]);
    const base = JSON.stringify(valid()).slice(0, -1);
    return json(`${base},"${hostile}":{"polluted":true,"prototype":{"polluted":true}},"${pick(fields)}":{"__proto__":{"polluted":1}}}`);
  }
  if (roll < 0.75) return json(JSON.stringify(randomValue(random, 0)));
  if (roll < 0.82) {
    // Huge strings, some over the body limit.
    const body = valid();
    // Up to just over the 32 KB limit: bigger bodies only cost the run time, the answer is the same 413.
    const character = pick(["x", "é", "😀", "\u0000", "A"]);
    body[pick(fields)] = character.repeat(Math.floor((1000 + random() * 34_000) / Buffer.byteLength(JSON.stringify(character))));
    return json(JSON.stringify(body));
  }
  if (roll < 0.9) {
    // Broken JSON: a valid body cut short or with a byte flipped.
    const text = JSON.stringify(valid());
    const cut = Math.floor(random() * text.length);
    return json(random() < 0.5 ? text.slice(0, cut) : text.slice(0, cut) + pick(["{", "}", '"', "\\", ",", "\u0000"]) + text.slice(cut + 1));
  }
  if (roll < 0.95) {
    // Deeply nested objects and arrays.
    let nested: unknown = "deep";
    for (let depth = 0; depth < 50 + Math.floor(random() * 600); depth++) nested = random() < 0.5 ? [nested] : { a: nested };
    return json(JSON.stringify({ ...valid(), [pick(fields)]: nested }));
  }
  // Other media types.
  return { contentType: pick(["text/plain", "application/xml", "multipart/form-data; boundary=z", "application/json; charset=utf-16"]), text: `case ${index}` };
}

function randomValue(random: () => number, depth: number): unknown {
  const roll = random();
  if (roll < 0.12) return null;
  if (roll < 0.22) return random() < 0.5;
  if (roll < 0.32) return [0, -1, 1e308, -0, 3.14, Number.MAX_SAFE_INTEGER][Math.floor(random() * 6)];
  if (roll < 0.75) {
    const samples = [
      "",
      " ",
      "a",
      "couples-therapy",
      "other",
      "on",
      "true",
      "x@y.z",
      "@",
      "a@b",
      "名前",
      "مرحبا",
      "👩‍❤️‍👨",
      "\u202e",
      "\ud800",
      "<script>alert(1)</script>",
      "'; drop table contact_requests; --",
      "%00",
      "\\u0000",
      "/".repeat(50),
      "A\u0000",
      "\u0000",
      "\u0007bell",
      "\u001b[31mred",
      "line\nbreak",
      "tab\there",
      "\u0085",
      "/.//evil.example",
      "/%2e//evil.example",
      "/x/..//evil.example",
      "Homepage",
      "Vibe Check Page",
      `a@${".".repeat(5000)}@`,
      `${"a".repeat(300)}@example.com`,
    ];
    return samples[Math.floor(random() * samples.length)]!.repeat(1 + Math.floor(random() * 3));
  }
  if (depth > 3) return "leaf";
  if (roll < 0.88) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
  return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${i}`, randomValue(random, depth + 1)]));
}

async function sendAll(url: string, cases: FuzzCase[], headers: Record<string, string> = {}, concurrency = 8) {
  const results: { status: number; body: string; location: string | null }[] = new Array(cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) {
        const index = next++;
        const c = cases[index]!;
        const crossSite = c.crossSite ? CROSS_SITE_HEADERS[index % CROSS_SITE_HEADERS.length] : {};
        const res = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": c.contentType, ...headers, ...crossSite },
          body: c.text,
          redirect: "manual",
        });
        results[index] = { status: res.status, body: await res.text(), location: res.headers.get("location") };
      }
    }),
  );
  return results;
}

/** A form post's fields as the server reads them, checkboxes included. */
function formPostFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(new URLSearchParams(text));
  // As the server reads a checkbox: ticked, unticked, or anything else left for the schema to refuse.
  const checkbox = (value: unknown) => {
    if (value === undefined || value === "" || value === "off" || value === "false") return false;
    if (value === "on" || value === "true" || value === "1") return true;
    return value;
  };
  return { ...fields, communicationsOptIn: checkbox(fields.communicationsOptIn), dataStorageConsent: checkbox(fields.dataStorageConsent) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
