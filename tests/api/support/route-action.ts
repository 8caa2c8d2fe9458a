import type { TestDatabase } from "./database";

const ORIGIN = "https://www.millenniallifecounseling.com";

/** A multipart form post to an admin screen, signed in with `cookie` (or not at all). */
export function formRequest(path: string, cookie: string | null, fields: Record<string, string | Blob>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: form, headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
}

type RouteAction = (args: never) => Promise<unknown>;

/** A route module's action run against the test database: its answer as status and body, whether it returned or threw. */
export async function runAction(
  action: RouteAction,
  t: TestDatabase,
  request: Request,
): Promise<{ status: number; location?: string; body?: { message?: string } }> {
  let answer: unknown;
  try {
    answer = await action({ request, context: { db: t.handle.db, sessionCookieSecure: false }, params: {} } as never);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location") ?? undefined };
  const d = answer as { init?: { status?: number }; data?: { message?: string } };
  return { status: d.init?.status ?? 200, body: d.data };
}
