import { createUser, signIn } from "../../../app/features/admin/auth.server";
import { openTestDatabase, type DatabaseKind, type TestDatabase } from "./database";
import { startApi, type RunningApi } from "./server";

/** What most API test files run against: a database of their own with the real API on it. */
export interface ApiOnDatabase {
  database: TestDatabase;
  api: RunningApi;
}

/** Opens a new database of `kind` and starts the API on it, with `startApi`'s overrides and hook. */
export async function openApiOnDatabase(kind: DatabaseKind, overrides: Record<string, string> = {}, onLeadStored?: () => void): Promise<ApiOnDatabase> {
  const database = await openTestDatabase(kind);
  const api = await startApi(database, overrides, onLeadStored);
  return { database, api };
}

/** Stops the API, then deletes its database; either may be missing when the set-up failed. */
export async function closeApiOnDatabase({ api, database }: Partial<ApiOnDatabase>): Promise<void> {
  await api?.close();
  await database?.dispose();
}

/** Signs in through the app's own code and answers the session cookie a browser would send. */
export async function signInCookie(database: TestDatabase, username: string, password: string, clientAddress = "127.0.0.1"): Promise<string> {
  const result = await signIn(database.handle.db, { username, password, clientAddress });
  if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
  return `ml_admin=${result.token}`;
}

/** Creates an admin ("owner") and a writer ("writer") and answers each one's session cookie. */
export async function signedInAdminAndWriter(database: TestDatabase): Promise<{ admin: string; writer: string }> {
  await createUser(database.handle.db, { username: "owner", password: "owner password long", isAdmin: true });
  await createUser(database.handle.db, { username: "writer", password: "writer password long", isAdmin: false });
  return {
    admin: await signInCookie(database, "owner", "owner password long"),
    writer: await signInCookie(database, "writer", "writer password long"),
  };
}
