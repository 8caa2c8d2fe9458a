import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests } from "../../app/db/schema";
import { action } from "../../app/routes/admin/lead";
import { signedInAdminAndWriter } from "./support/api";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";

/**
 * The status-and-notes form on an enquiry's page, posted as a browser posts it without script:
 * saved and redirected back with a message, or refused with 4xx and nothing changed.
 */

function answerOf(value: unknown): { status: number; location?: string | null; body?: unknown } {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } } | null;
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  return { status: 200, body: value };
}

describe.each(databaseKinds)("the enquiry page's status and notes form on %s", (kind) => {
  let t: TestDatabase;
  let cookies: { admin: string; writer: string };
  let id: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    cookies = await signedInAdminAndWriter(t);
    const [row] = await t.handle.db
      .insert(contactRequests)
      .values({
        firstName: "Rowan",
        lastName: "Vale",
        email: "rowan@example.com",
        serviceInterest: "couples-therapy",
        dataStorageConsent: true,
        pageUri: "/",
        pageName: "Home",
      })
      .returning({ id: contactRequests.id });
    id = row!.id;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const post = async (fields: Record<string, string> | string, cookie: string | null = cookies.admin, leadId = id) => {
    const request = new Request(`http://127.0.0.1/admin/leads/${leadId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: typeof fields === "string" ? fields : new URLSearchParams(fields).toString(),
    });
    try {
      return answerOf(await action({ request, context: { db: t.handle.db, sessionCookieSecure: false }, params: { id: leadId } } as never));
    } catch (thrown) {
      return answerOf(thrown);
    }
  };
  const stored = async () => (await t.query<{ status: string; notes: string }>("select status, notes from contact_requests where id = $1", [id]))[0];

  it("saves status and notes and redirects back to the form with a message", async () => {
    const answer = await post({ intent: "manage", status: "contacted", notes: "Left a voicemail.\r\nTry Thursday." });
    expect(answer).toEqual({ status: 302, location: `/admin/leads/${id}?saved=1#manage` });
    expect(await stored()).toEqual({ status: "contacted", notes: "Left a voicemail.\nTry Thursday." });
    const events = await t.query<{ kind: string; username: string }>("select kind, username from lead_events where contact_request_id = $1 order by kind", [
      id,
    ]);
    expect(events).toEqual([
      { kind: "notes", username: "owner" },
      { kind: "status", username: "owner" },
    ]);
  });

  it("refuses a bad status, bad notes or an unknown enquiry with 4xx and changes nothing", async () => {
    const cases: [Record<string, string>, number][] = [
      [{ intent: "manage", status: "won", notes: "x" }, 400],
      [{ intent: "manage", notes: "no status" }, 400],
      [{ intent: "manage", status: "booked", notes: "a\u0000b" }, 400],
      [{ intent: "manage", status: "booked", notes: "x".repeat(10_001) }, 400],
      [{ intent: "manage", status: "booked" }, 400],
    ];
    for (const [fields, status] of cases) {
      const answer = await post(fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
      expect((answer.body as { manageProblem: { message: string } }).manageProblem.message).toBeTruthy();
    }
    expect((await post({ intent: "manage", status: "booked", notes: "" }, cookies.admin, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await post({ intent: "manage", status: "booked", notes: "" }, cookies.admin, "not-a-uuid")).status).toBe(404);
    expect(await stored()).toEqual({ status: "contacted", notes: "Left a voicemail.\nTry Thursday." });
  });

  it("is for admins: a writer gets 403 and no session is sent to sign in, with nothing changed", async () => {
    expect((await post({ intent: "manage", status: "closed", notes: "" }, cookies.writer)).status).toBe(403);
    const anonymous = await post({ intent: "manage", status: "closed", notes: "" }, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/admin\/login\?next=/);
    expect(await stored()).toEqual({ status: "contacted", notes: "Left a voicemail.\nTry Thursday." });
  });
});
