import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeContactRequest } from "../../app/features/contact/contact.server";
import { contactRequestSchema } from "../../app/features/contact/contact-schema";
import { serializeError } from "../../server/logger";
import { databaseKinds, type TestDatabase } from "./support/database";
import { postJson, validContact, type RunningApi } from "./support/server";
import { closeApiOnDatabase, openApiOnDatabase } from "./support/api";

/**
 * Database errors are logged by one serializer: what went wrong (name, SQLSTATE code, constraint,
 * routine) and never what was submitted (the driver's message, the query and its parameters).
 */
describe.each(databaseKinds)("error logs on %s", (kind) => {
  let database: TestDatabase;
  let api: RunningApi;

  beforeAll(async () => {
    ({ database, api } = await openApiOnDatabase(kind));
  });
  afterAll(() => closeApiOnDatabase({ api, database }));

  const enquiry = () => contactRequestSchema.parse(validContact({ firstName: "Quillon", lastName: "Marchbanks", email: "quillon.marchbanks@example.com" }));
  const secrets = ["Quillon", "Marchbanks", "quillon.marchbanks@example.com", "214-555-0199", "insert into", "params"];

  async function failedInsert(): Promise<unknown> {
    try {
      await storeContactRequest(database.handle.db, enquiry());
    } catch (error) {
      return error;
    }
    throw new Error("the insert was expected to fail");
  }

  it("keeps the SQLSTATE, constraint and routine of a real failed insert, and none of its values", async () => {
    await database.query("alter table outbox add constraint refuse_all check (false) not valid");
    try {
      const serialized = serializeError(await failedInsert());
      expect(serialized).toMatchObject({ code: "23514", constraint: "refuse_all" });
      expect(serialized.routine).toEqual(expect.any(String));
      expect(serialized.name).toEqual(expect.any(String));
      const text = JSON.stringify(serialized);
      for (const secret of secrets) expect(text, secret).not.toContain(secret);
      expect(serialized).not.toHaveProperty("message");
      expect(serialized).not.toHaveProperty("stack");
    } finally {
      await database.query("alter table outbox drop constraint refuse_all");
    }
  });

  it("a NUL that slipped past validation is logged as its SQLSTATE, not its text", async () => {
    let error: unknown;
    try {
      await storeContactRequest(database.handle.db, { ...enquiry(), message: "Quillon\u0000Marchbanks" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeDefined();
    const serialized = serializeError(error);
    expect(serialized.code).toMatch(/^[0-9A-Z]{5}$/);
    for (const secret of secrets) expect(JSON.stringify(serialized), secret).not.toContain(secret);
  });

  it("keeps the message of an error that is not the database's", () => {
    const serialized = serializeError(new TypeError("cannot read properties of undefined"));
    expect(serialized).toMatchObject({ name: "TypeError", message: "cannot read properties of undefined" });
  });

  it("the server's log of a failed enquiry names the SQLSTATE and constraint, and nothing submitted", async () => {
    await database.query("alter table outbox add constraint refuse_all check (false) not valid");
    try {
      const res = await postJson(
        `${api.url}/api/submit-homepage-form`,
        validContact({ firstName: "Quillon", lastName: "Marchbanks", email: "quillon.marchbanks@example.com" }),
      );
      expect(res.status).toBe(503);
    } finally {
      await database.query("alter table outbox drop constraint refuse_all");
    }
    const line = api.logs.find((l) => l.includes("could not store a contact request"));
    expect(line).toBeDefined();
    const logged = JSON.parse(line!) as { err: Record<string, unknown> };
    expect(logged.err).toMatchObject({ code: "23514", constraint: "refuse_all" });
    for (const secret of secrets) expect(line, secret).not.toContain(secret);
  });
});
