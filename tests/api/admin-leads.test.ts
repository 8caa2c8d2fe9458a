import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvCell } from "../../app/features/leads/leads-inbox.server";
import { databaseKinds, type TestDatabase } from "./support/database";
import { postJson, validContact, type RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase, signedInAdminAndWriter } from "./support/api";

describe("csvCell", () => {
  it("neutralises what a spreadsheet would run as a formula, and quotes what CSV needs quoted", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell("+1 214 555 0199")).toBe("'+1 214 555 0199");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("Jordan")).toBe("Jordan");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe("");
  });
});

describe.each(databaseKinds)("the leads inbox API on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;
  let admin: string;
  let writer: string;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind));
    ({ admin, writer } = await signedInAdminAndWriter(database));

    const contact = `${api.url}/api/submit-homepage-form`;
    expect(
      (await postJson(contact, validContact({ firstName: "Avery", lastName: "Stone", email: "avery@example.com", serviceInterest: "couples-therapy" }))).status,
    ).toBe(201);
    expect(
      (
        await postJson(
          contact,
          validContact({
            firstName: '=HYPERLINK("http://evil.example")',
            lastName: "+Cmd",
            email: "formula@example.com",
            phone: "-214-555-0100",
            message: "@risk",
            serviceInterest: "couples-therapy",
          }),
        )
      ).status,
    ).toBe(201);
    expect(
      (await postJson(contact, validContact({ firstName: "Blake", lastName: "Moreno", email: "Blake@Example.com", serviceInterest: "individual-therapy" })))
        .status,
    ).toBe(201);
    const newsletter = `${api.url}/api/submit-hubspot`;
    const signup = {
      formId: api.config.NEWSLETTER_FORM_ID,
      portalId: api.config.NEWSLETTER_PORTAL_ID,
      firstName: "Blake",
      lastName: "Moreno",
      email: "blake@example.com",
    };
    expect((await postJson(newsletter, signup)).status).toBe(200);
    // One enquiry from last month, for the date filter.
    await database.query("update contact_requests set created_at = now() - interval '40 days' where email = 'avery@example.com'");
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  const get = (path: string, cookie = admin) => fetch(`${api.url}${path}`, { headers: { Cookie: cookie } });
  const send = (method: string, path: string, body?: unknown, cookie = admin) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const list = async (query: string) =>
    (await (await get(`/api/admin/leads${query}`)).json()) as { total: number; items: { id: string; firstName: string; email: string }[] };

  it("is for admins only: 401 without a session (forged headers or not), 403 for a writer", async () => {
    for (const path of ["/api/admin/leads", "/api/admin/leads.csv", "/api/admin/access-log", "/api/admin/leads/00000000-0000-4000-8000-000000000000"]) {
      expect((await fetch(`${api.url}${path}`, { headers: { "X-Auth-User": "admin", "X-Auth-Admin": "true" } })).status, path).toBe(401);
      expect((await get(path, writer)).status, path).toBe(403);
    }
    expect((await send("DELETE", "/api/admin/people/enquiry/00000000-0000-4000-8000-000000000000", undefined, writer)).status).toBe(403);
    expect((await send("POST", "/api/admin/deliveries/1/retry", undefined, writer)).status).toBe(403);
  });

  it("lists, searches (name and e-mail, any case) and filters by service, status and date", async () => {
    expect((await list("")).total).toBe(3);
    expect((await list("?q=blake%20mor")).items.map((i) => i.email)).toEqual(["Blake@Example.com"]);
    expect((await list("?q=AVERY@example")).total).toBe(1);
    expect((await list("?q=%25")).total).toBe(0); // a literal %, not a wildcard
    expect((await list("?service=individual-therapy")).total).toBe(1);
    expect((await list("?status=new")).total).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    const longAgo = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await list(`?from=${weekAgo}`)).total).toBe(2);
    expect((await list(`?from=${longAgo}&to=${weekAgo}`)).items.map((i) => i.email)).toEqual(["avery@example.com"]);
    // Junk in the query is ignored, not an error.
    expect((await get(`/api/admin/leads?from=2024-02-31&status=nope&service=<script>&page=-4&q=${"x".repeat(5000)}%00`)).status).toBe(200);
    const signups = (await (await get("/api/admin/leads?type=newsletter")).json()) as { total: number };
    expect(signups.total).toBe(1);
    void today;
  });

  it("shows one enquiry, updates its status and notes, and logs each view", async () => {
    const [lead] = (await list("?q=avery")).items;
    const detail = await get(`/api/admin/leads/${lead!.id}`);
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as { message: string; deliveries: { kind: string; status: string }[] };
    expect(body.message).toContain("married in May");
    expect(body.deliveries).toEqual([expect.objectContaining({ kind: "contact-notification", personName: "Avery Stone" })]);

    expect((await send("PATCH", `/api/admin/leads/${lead!.id}`, { status: "booked", notes: "Called back Tuesday; first session booked." })).status).toBe(200);
    expect((await list("?status=booked")).total).toBe(1);
    for (const bad of [{ status: "won" }, { notes: 5 }, { notes: "x".repeat(10_001) }, { notes: "a\u0000b" }, {}, []]) {
      expect((await send("PATCH", `/api/admin/leads/${lead!.id}`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await send("PATCH", "/api/admin/leads/not-a-uuid", { status: "new" })).status).toBe(400);
    expect((await send("PATCH", "/api/admin/leads/00000000-0000-4000-8000-000000000000", { status: "new" })).status).toBe(404);
    expect((await get("/api/admin/leads/00000000-0000-4000-8000-000000000000")).status).toBe(404);

    const log = (await (await get("/api/admin/access-log")).json()) as { items: { username: string; action: string; subject: string; detail: string }[] };
    expect(log.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: "owner", action: "view", subject: `enquiry ${lead!.id}` }),
        expect.objectContaining({ username: "owner", action: "update", subject: `enquiry ${lead!.id}`, detail: "status and notes" }),
      ]),
    );
  });

  it("exports the current filter as CSV with formulas neutralised, and logs the export without the search words", async () => {
    const res = await get("/api/admin/leads.csv?q=example.com&service=couples-therapy");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="millennial-life-enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = (await res.text()).replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("First name,Last name,Email,Phone,Service,Status,Message,Notes,Communications opt-in,Page,Received (Central Time)");
    expect(lines).toHaveLength(3); // Avery and the formula enquiry (both couples therapy)
    const formula = lines.find((l) => l.includes("formula@example.com"))!;
    expect(formula.startsWith(`"'=HYPERLINK(""http://evil.example"")",'+Cmd,formula@example.com,'-214-555-0100,Couples Therapy,New,'@risk,`)).toBe(true);
    // The time as the screen shows it, in Central Time: "Nov 28, 2026, 11:40 AM".
    expect(formula).toMatch(/,"[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M"$/);
    const [stored] = await database.query<{ at: Date | string }>("select created_at as at from contact_requests where email = 'formula@example.com'");
    const central = new Date(stored!.at).toLocaleString("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "America/Chicago",
    });
    expect(formula.endsWith(`"${central}"`)).toBe(true);
    for (const line of lines.slice(1)) {
      for (const cell of line.split(",")) expect(cell, line).not.toMatch(/^"?[=+\-@]/);
    }

    const signups = await (await get("/api/admin/leads.csv?type=newsletter")).text();
    expect(signups).toContain("First name,Last name,Email,Signed up on page,Signed up (Central Time)");
    expect(signups).toContain("Blake,Moreno,blake@example.com,/,");
    expect((await get("/api/admin/leads.csv?type=failed")).status).toBe(400);
    expect((await get("/api/admin/leads.csv?type=deliveries")).status).toBe(400);

    const log = (await (await get("/api/admin/access-log")).json()) as { items: { action: string; subject: string; detail: string }[] };
    const exports = log.items.filter((e) => e.action === "export");
    expect(exports.map((e) => e.detail)).toEqual(expect.arrayContaining(["2 rows; service=couples-therapy, with a search", "1 rows; type=newsletter"]));
    expect(JSON.stringify(log)).not.toContain("example.com");
  });

  it("names and counts every delivery as sent, skipped, retrying or failed, and queues a failed one again on retry", async () => {
    // As the worker leaves them when neither SMTP_URL nor HubSpot is set.
    await database.query("update outbox set status = 'skipped'");
    const before = (await (await get("/api/admin/leads?type=deliveries")).json()) as { counts: Record<string, number>; total: number };
    expect(before.counts).toEqual({ sent: 0, skipped: before.total, queued: 0, retrying: 0, failed: 0 });
    expect(before.total).toBeGreaterThan(3);

    const [row] = await database.query<{ id: number }>(
      "update outbox set status = 'failed', attempts = 10, last_error = 'SMTP 550: mailbox unavailable' where id = (select min(id) from outbox) returning id",
    );
    await database.query("update outbox set status = 'pending', attempts = 2, last_error = 'timeout' where id = (select max(id) from outbox)");
    await database.query("update outbox set status = 'delivered' where id = (select max(id) from outbox where status = 'skipped')");
    const all = (await (await get("/api/admin/leads?type=deliveries")).json()) as { counts: Record<string, number>; items: { state: string }[] };
    expect(all.counts).toEqual(expect.objectContaining({ sent: 1, failed: 1, retrying: 1, skipped: before.counts.skipped! - 3 }));
    expect(new Set(all.items.map((i) => i.state))).toEqual(new Set(["sent", "failed", "retrying", "skipped"]));
    const retrying = (await (await get("/api/admin/leads?type=deliveries&state=retrying")).json()) as { total: number; items: { state: string }[] };
    expect(retrying.total).toBe(1);
    expect(retrying.items.map((i) => i.state)).toEqual(["retrying"]);

    // The old address of the tab still opens the failed ones.
    const failed = (await (await get("/api/admin/leads?type=failed")).json()) as {
      total: number;
      items: { id: number; lastError: string; personName: string; state: string }[];
    };
    expect(failed.total).toBe(1);
    expect(failed.items[0]).toEqual(expect.objectContaining({ id: Number(row!.id), state: "failed", lastError: "SMTP 550: mailbox unavailable" }));
    expect(failed.items[0]!.personName).toBeTruthy();
    expect((await get("/api/admin/leads?type=deliveries&state=nonsense%00")).status).toBe(200);
    expect((await send("POST", `/api/admin/deliveries/${row!.id}/retry`)).status).toBe(200);
    const [after] = await database.query<{ status: string; attempts: number }>("select status, attempts from outbox where id = $1", [row!.id]);
    expect(after).toEqual({ status: "pending", attempts: 0 });
    expect((await send("POST", `/api/admin/deliveries/${row!.id}/retry`)).status).toBe(404); // not failed any more
    expect((await send("POST", "/api/admin/deliveries/abc/retry")).status).toBe(404);
  });

  it("deletes a person's data like npm run leads:delete, and logs it by id only", async () => {
    const [blake] = (await list("?q=blake")).items;
    const res = await send("DELETE", `/api/admin/people/enquiry/${blake!.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { deleted: unknown }).deleted).toEqual({ contactRequests: 1, newsletterSignups: 1, outbox: 2 });
    const left = await database.query<{ n: number }>(
      "select (select count(*) from contact_requests where lower(email) = 'blake@example.com') + (select count(*) from newsletter_signups where email = 'blake@example.com') as n",
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await send("DELETE", `/api/admin/people/enquiry/${blake!.id}`)).status).toBe(404);
    expect((await send("DELETE", `/api/admin/people/person/${blake!.id}`)).status).toBe(400);

    const log = (await (await get("/api/admin/access-log")).json()) as { items: { action: string; subject: string; detail: string }[] };
    const deletion = log.items.find((e) => e.action === "delete")!;
    expect(deletion.subject).toBe(`enquiry ${blake!.id}`);
    expect(deletion.detail).toMatch(/^erased 1 enquiries, 1 signups, 2 deliveries \(enquiry [0-9a-f-]{36}, signup [0-9a-f-]{36}\)$/);
    expect(JSON.stringify(log)).not.toMatch(/blake|moreno/i);
  });
});
