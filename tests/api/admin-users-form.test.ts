import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../app/features/admin/auth.server";
import { action } from "../../app/routes/admin/users";
import { signedInAdminAndWriter, signInCookie } from "./support/api";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { runAction } from "./support/route-action";

/**
 * The users screen's native forms (add, disable, enable, reset a password), posted as a browser
 * posts them without script: done with a message, or refused with a 4xx and nothing changed.
 */
/** Failed sign-ins wait before answering; the test does not. */
const noWait = async () => {};

describe.each(databaseKinds)("the users screen's forms on %s", (kind) => {
  let t: TestDatabase;
  let cookies: { admin: string; writer: string };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    cookies = await signedInAdminAndWriter(t);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const post = (fields: Record<string, string> | string, cookie: string | null = cookies.admin, contentType = "application/x-www-form-urlencoded") =>
    runAction(
      action as never,
      t,
      new Request("http://127.0.0.1/admin/users", {
        method: "POST",
        headers: { "Content-Type": contentType, ...(cookie ? { Cookie: cookie } : {}) },
        body: typeof fields === "string" ? fields : new URLSearchParams(fields).toString(),
      }),
    );
  const account = async (username: string) =>
    (await t.query<{ id: string; is_admin: boolean; disabled: boolean }>("select id, is_admin, disabled from admin_users where username = $1", [username]))[0];
  const accounts = async () => Number((await t.query<{ n: string }>("select count(*) as n from admin_users"))[0]!.n);

  it("adds an account that can sign in, a writer unless Admin is ticked", async () => {
    const added = await post({ intent: "add", username: "Associate.One", password: "associate password long" });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ form: "add", notice: "Account added: associate.one can sign in now." });
    expect(await account("associate.one")).toMatchObject({ is_admin: false, disabled: false });
    expect((await signIn(t.handle.db, { username: "associate.one", password: "associate password long", clientAddress: "192.0.2.9" }, noWait)).ok).toBe(true);
    expect((await post({ intent: "add", username: "second.admin", password: "second admin password", isAdmin: "on" })).status).toBe(200);
    expect(await account("second.admin")).toMatchObject({ is_admin: true });
  });

  it("refuses a taken username or a short password with the username kept and nothing added", async () => {
    const before = await accounts();
    const taken = await post({ intent: "add", username: "owner", password: "another long password" });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ form: "add", username: "owner" });
    expect((taken.body as { error?: string }).error).toBeTruthy();
    const short = await post({ intent: "add", username: "fresh.name", password: "short" });
    expect(short.status).toBe(400);
    expect(short.body).not.toHaveProperty("password");
    expect(await accounts()).toBe(before);
  });

  it("disables an account (its sessions end) and enables it again; never the admin's own", async () => {
    const { id } = (await account("writer"))!;
    expect((await post({ intent: "disable", userId: id })).status).toBe(200);
    expect(await account("writer")).toMatchObject({ disabled: true });
    expect(Number((await t.query<{ n: string }>("select count(*) as n from admin_sessions where user_id = $1", [id]))[0]!.n)).toBe(0);
    expect((await post({ intent: "enable", userId: id })).status).toBe(200);
    expect(await account("writer")).toMatchObject({ disabled: false });
    const own = await post({ intent: "disable", userId: (await account("owner"))!.id });
    expect(own.status).toBe(400);
    expect(await account("owner")).toMatchObject({ disabled: false });
  });

  it("resets another account's password: the old one stops working", async () => {
    const { id } = (await account("associate.one"))!;
    expect((await post({ intent: "reset-password", userId: id, password: "a brand new password" })).status).toBe(200);
    expect((await signIn(t.handle.db, { username: "associate.one", password: "associate password long", clientAddress: "192.0.2.10" }, noWait)).ok).toBe(false);
    expect((await signIn(t.handle.db, { username: "associate.one", password: "a brand new password", clientAddress: "192.0.2.10" }, noWait)).ok).toBe(true);
    expect((await post({ intent: "reset-password", userId: id, password: "short" })).status).toBe(400);
  });

  it("refuses the signed-out, writers, other content types, unknown forms and ids that name no account", async () => {
    const before = await accounts();
    const { id } = (await account("writer"))!;
    expect((await post({ intent: "disable", userId: id }, null)).status).toBe(401);
    // Disabling the writer above ended its sessions: it signs in afresh.
    const writer = await signInCookie(t, "writer", "writer password long");
    expect((await post({ intent: "add", username: "by.writer", password: "writer made password" }, writer)).status).toBe(403);
    expect((await post(JSON.stringify({ intent: "add", username: "json", password: "long enough password" }), cookies.admin, "application/json")).status).toBe(
      415,
    );
    expect((await post({ intent: "promote", userId: id })).status).toBe(400);
    expect((await post({ intent: "disable", userId: "../../etc/passwd\u0000" })).status).toBe(400);
    expect((await post({ intent: "disable", userId: "00000000-0000-4000-8000-000000000000" })).status).toBe(400);
    expect((await post({ intent: "add", username: "x".repeat(5000), password: "long enough password" })).status).toBe(400);
    expect((await post({ intent: "add", username: "nul\u0000name", password: "long enough password" })).status).toBe(400);
    expect(await accounts()).toBe(before);
    expect(await account("writer")).toMatchObject({ disabled: false });
  });
});
