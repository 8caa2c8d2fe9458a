import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequestSchema, HONEYPOT_FIELD } from "../../app/features/contact/contact-schema";
import { newsletterSignupSchema } from "../../app/features/newsletter/newsletter-schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { startApi, validContact, type RunningApi } from "./support/server";

/**
 * Bodies per endpoint: a few thousand on PGlite; fewer on PostgreSQL, where the code under test is
 * the same and only the storage differs. Seeded: a failure names its seed and replays the bodies.
 */
const BODIES_BY_KIND = { pglite: Number(process.env.FUZZ_BODIES ?? 1500), postgres: Number(process.env.FUZZ_BODIES ?? 500) };
// Slow machines: the whole fuzz run gets this long.
const FUZZ_TIMEOUT_MS = 240_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20260401);
const BODY_LIMIT = 32 * 1024;

describe.each(databaseKinds)("fuzzing the lead endpoints on %s", (kind) => {
  const BODIES = BODIES_BY_KIND[kind];
  let database: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    api = await startApi(database, { NEWSLETTER_PORTAL_ID: "4411", NEWSLETTER_FORM_ID: "clarity-drip-form" });
  });
  afterAll(async () => {
    await api?.close();
    await database?.dispose();
  });

  it(
    `POST /api/submit-homepage-form: ${BODIES} random and malformed bodies, never a 5xx, never a row from an invalid body (seed ${SEED})`,
    async () => {
      const random = mulberry32(SEED);
      const cases = Array.from({ length: BODIES }, (_, i) => fuzzCase(random, i, contactFields, () => validContact({ email: `valid${i}@example.com` })));
      const acceptedEmails = new Set<string>();
      const results = await sendAll(`${api.url}/api/submit-homepage-form`, cases);
      for (const [index, { status, body }] of results.entries()) {
        const c = cases[index]!;
        const where = `case ${index} (seed ${SEED}): ${c.text.slice(0, 200)}`;
        expect(status, where).toBeLessThan(500);
        const verdict = contactVerdict(c);
        if (verdict === "store") {
          expect(status, where).toBe(201);
          acceptedEmails.add((contactRequestSchema.parse(JSON.parse(c.text)) as { email: string }).email);
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
        if (signup?.success && signup.data.formId === "clarity-drip-form" && signup.data.portalId === "4411") {
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
});

interface FuzzCase {
  contentType: string;
  text: string;
}

const contactFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "serviceInterest",
  "message",
  "communicationsOptIn",
  "dataStorageConsent",
  "pageUri",
  "pageName",
  HONEYPOT_FIELD,
];
const newsletterFields = ["firstName", "lastName", "email", "formId", "portalId", "pageName", "pageUri"];

function contactVerdict(c: FuzzCase): "store" | "honeypot" | "refuse" {
  if (c.contentType !== "application/json" || Buffer.byteLength(c.text) > BODY_LIMIT) return "refuse";
  const parsed = safeJson(c.text);
  if (!isObject(parsed)) return "refuse";
  if (Object.hasOwn(parsed, HONEYPOT_FIELD) && ![undefined, null, "", false].includes(parsed[HONEYPOT_FIELD] as never)) return "honeypot";
  return contactRequestSchema.safeParse(parsed).success ? "store" : "refuse";
}

/** One request body: a mutated valid body, a random value, hostile keys, huge or broken text. */
function fuzzCase(random: () => number, index: number, fields: string[], valid: () => Record<string, unknown>): FuzzCase {
  const json = (text: string): FuzzCase => ({ contentType: "application/json", text });
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const roll = random();
  if (roll < 0.2) return json(JSON.stringify(valid()));
  if (roll < 0.55) {
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
    body[pick(fields)] = pick(["x", "é", "😀", "\u0000", "A"]).repeat(1000 + Math.floor(random() * 40_000));
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
    ];
    return samples[Math.floor(random() * samples.length)]!.repeat(1 + Math.floor(random() * 3));
  }
  if (depth > 3) return "leaf";
  if (roll < 0.88) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
  return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${i}`, randomValue(random, depth + 1)]));
}

async function sendAll(url: string, cases: FuzzCase[], concurrency = 8) {
  const results: { status: number; body: string }[] = new Array(cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) {
        const index = next++;
        const c = cases[index]!;
        const res = await fetch(url, { method: "POST", headers: { "Content-Type": c.contentType }, body: c.text });
        results[index] = { status: res.status, body: await res.text() };
      }
    }),
  );
  return results;
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
