import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import { storeContactRequest } from "../../app/features/contact/contact.server";
import { contactRequestSchema } from "../../app/features/contact/contact-schema";
import { deleteLeadsByEmail, purgeExpiredContactRequests } from "../../app/features/leads/leads.server";
import { upsertNewsletterSignup } from "../../app/features/newsletter/newsletter.server";
import { newsletterSignupSchema } from "../../app/features/newsletter/newsletter-schema";
import { startRetentionJob } from "../../server/jobs/retention";
import { pino } from "pino";
import { copyPgliteTemplate, databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { validContact } from "./support/server";

const run = promisify(execFile);
const contact = (email: string) => contactRequestSchema.parse(validContact({ email }));
const signup = (email: string) => newsletterSignupSchema.parse({ formId: "f", portalId: "p", firstName: "A", lastName: "B", email });

describe.each(databaseKinds)("deletion and retention on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.query("delete from outbox");
    await database.query("delete from contact_requests");
    await database.query("delete from newsletter_signups");
  });

  it("deletes every enquiry, signup and queued delivery of one e-mail (any case), and nobody else's", async () => {
    const db = database.handle.db;
    await storeContactRequest(db, contact("Casey@Example.com"));
    await storeContactRequest(db, contact("casey@example.com"));
    await upsertNewsletterSignup(db, signup("CASEY@example.com"));
    await storeContactRequest(db, contact("someone.else@example.com"));
    await upsertNewsletterSignup(db, signup("someone.else@example.com"));

    expect(await deleteLeadsByEmail(db, " casey@EXAMPLE.com ")).toEqual({ contactRequests: 2, newsletterSignups: 1, outbox: 3 });
    expect(await database.query("select email from contact_requests")).toEqual([{ email: "someone.else@example.com" }]);
    expect(await database.query("select email from newsletter_signups")).toEqual([{ email: "someone.else@example.com" }]);
    expect(await database.query("select kind from outbox order by kind")).toEqual([{ kind: "contact-notification" }, { kind: "newsletter-hubspot" }]);
    expect(await deleteLeadsByEmail(db, "casey@example.com")).toEqual({ contactRequests: 0, newsletterSignups: 0, outbox: 0 });
  });

  it("retention deletes enquiries older than RETENTION_DAYS with their outbox entries, and keeps the rest", async () => {
    const db = database.handle.db;
    const old = await storeContactRequest(db, contact("old@example.com"));
    await storeContactRequest(db, contact("recent@example.com"));
    await upsertNewsletterSignup(db, signup("old@example.com"));
    await database.query("update contact_requests set created_at = now() - interval '31 days' where id = $1", [old.id]);
    await database.query("update newsletter_signups set created_at = now() - interval '400 days'");

    expect(await purgeExpiredContactRequests(db, 30)).toBe(1);
    expect(await database.query("select email from contact_requests")).toEqual([{ email: "recent@example.com" }]);
    expect(await database.query("select count(*)::int as n from outbox where contact_request_id is not null")).toEqual([{ n: 1 }]);
    expect(await database.query("select count(*)::int as n from newsletter_signups")).toEqual([{ n: 1 }]);
  });

  it("the retention job runs at start, clearing old finished deliveries and spent rate-limit windows", async () => {
    const old = await storeContactRequest(database.handle.db, contact("old@example.com"));
    await database.query("update contact_requests set created_at = now() - interval '400 days' where id = $1", [old.id]);
    await upsertNewsletterSignup(database.handle.db, signup("delivered@example.com"));
    await upsertNewsletterSignup(database.handle.db, signup("waiting@example.com"));
    await database.query("update outbox set created_at = now() - interval '400 days' where newsletter_signup_id is not null");
    await database.query(
      "update outbox set status = 'delivered' where newsletter_signup_id = (select id from newsletter_signups where email = 'delivered@example.com')",
    );
    await database.query(
      "insert into rate_limit_buckets (key, window_started_at, hits) values ('contact:a', now() - interval '2 hours', 3), ('contact:b', now(), 1)",
    );
    const job = startRetentionJob({ db: database.handle.db, logger: pino({ level: "silent" }), retentionDays: 365, rateLimitWindowSeconds: 600 });
    await job.stop();
    expect(await database.query("select count(*)::int as n from contact_requests")).toEqual([{ n: 0 }]);
    expect(await database.query("select key from rate_limit_buckets")).toEqual([{ key: "contact:b" }]);
    // The old delivered entry is gone; the one still pending stays, however old.
    expect(await database.query("select status from outbox")).toEqual([{ status: "pending" }]);
    expect(await database.query("select count(*)::int as n from newsletter_signups")).toEqual([{ n: 2 }]);
  });
});

describe("npm run leads:delete", () => {
  it("deletes one person's data from the configured database and prints the counts", async () => {
    const dataDir = copyPgliteTemplate();
    try {
      const handle = await openDatabase({ dataDir });
      await storeContactRequest(handle.db, contact("delete.me@example.com"));
      await upsertNewsletterSignup(handle.db, signup("delete.me@example.com"));
      await storeContactRequest(handle.db, contact("keep.me@example.com"));

      // While the database is open here, a second process is refused (PGlite serves one).
      const refused = await run(process.execPath, ["--import", "tsx", "scripts/leads-delete.ts", "delete.me@example.com"], {
        env: { ...process.env, DATA_DIR: dataDir },
      }).catch((e: { code: number; stderr: string }) => e);
      expect((refused as { code: number }).code).toBe(1);
      expect((refused as { stderr: string }).stderr).toMatch(/in use by process/);
      await handle.close();

      const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/leads-delete.ts", "delete.me@example.com"], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      expect(stdout).toContain("Deleted the data of delete.me@example.com:");
      expect(stdout).toMatch(/contact requests:\s+1/);
      expect(stdout).toMatch(/newsletter signups:\s+1/);
      expect(stdout).toMatch(/outbox entries:\s+2/);

      const after = await openDatabase({ dataDir });
      const { rows } = (await after.db.execute("select email from contact_requests")) as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ email: "keep.me@example.com" }]);
      await after.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it("explains its usage without an e-mail", async () => {
    const failure = (await run(process.execPath, ["--import", "tsx", "scripts/leads-delete.ts"]).catch((e: unknown) => e)) as { code: number; stderr: string };
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain("Usage: npm run leads:delete -- <email>");
  });
});
