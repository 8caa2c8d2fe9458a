/**
 * The browser's request helpers. The identity headers (X-Auth-User, X-Auth-Admin) are sent
 * with every request, but the server never trusts them: admin APIs authorise by session cookie alone.
 */
export const USER_STORAGE_KEY = "user";
const ADMIN_PATHS = ["/api/clarity", "/api/blog"];

interface StoredUser {
  username: string;
  isAdmin: boolean;
}

function identityHeaders(url: string): Record<string, string> {
  if (ADMIN_PATHS.some((p) => url.includes(p))) {
    return { "X-Auth-User": "admin", "X-Auth-Admin": "true" };
  }
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(USER_STORAGE_KEY) ?? null;
  } catch {
    return {};
  }
  if (!raw) return {};
  try {
    const user = JSON.parse(raw) as Partial<StoredUser> | null;
    if (!user || typeof user !== "object") throw new Error("stored user is not an object");
    return { "X-Auth-User": String(user.username ?? ""), "X-Auth-Admin": user.isAdmin === true ? "true" : "false" };
  } catch (error) {
    console.error("Could not read the stored user; sending no identity headers.", error);
    return {};
  }
}

/** Any non-OK answer becomes an error "<status>: <body text>", or the status text when the body is empty. */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/**
 * A request as every API call sends it: JSON, X-Requested-With, the identity headers
 * and cookies. The answer is the caller's to read, OK or not: the newsletter shows the message of
 * a refusal's JSON body. Most callers want `apiRequest`, which fails on a non-OK answer.
 */
export async function apiFetch(method: string, url: string, data?: unknown): Promise<Response> {
  if (!url) throw new Error("URL is required for API requests");
  return fetch(url, {
    method,
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      ...identityHeaders(url),
    },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
}

/** The generic request helper: `apiFetch`, and any non-OK answer becomes an error. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await apiFetch(method, url, data);
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default read helper: GET the first element of the query key and parse JSON. */
export function getQueryFn<T>({ on401 = "throw" }: { on401?: UnauthorizedBehavior } = {}) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const url = String(queryKey[0] ?? "");
    if (!url) throw new Error("URL is required for API requests");
    const res = await fetch(url, {
      headers: { Accept: "application/json", ...identityHeaders(url) },
      credentials: "include",
    });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
