import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFetch, apiRequest, getQueryFn, USER_STORAGE_KEY } from "./api-client";

/**
 * The helpers talk to a real HTTP server on 127.0.0.1 so the tests see the headers and bodies
 * that actually go over the wire, not what a fetch stub was handed.
 */
interface CapturedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let origin: string;
let captured: CapturedRequest[] = [];

/** Canned answers by path; anything else is 200 with a small JSON body. */
function answer(path: string): { status: number; body: string; type?: string } {
  if (path.startsWith("/fail/with-body")) return { status: 422, body: "The email field is invalid", type: "text/plain" };
  if (path.startsWith("/fail/empty")) return { status: 503, body: "" };
  if (path.startsWith("/fail/unauthorized")) return { status: 401, body: '{"message":"Sign in first"}', type: "application/json" };
  if (path.startsWith("/fail/not-found")) return { status: 404, body: "" };
  return { status: 200, body: JSON.stringify({ ok: true, path }), type: "application/json" };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      captured.push({ method: req.method ?? "", path, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const { status, body, type } = answer(path);
      res.writeHead(status, type ? { "Content-Type": type } : {});
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

/** A minimal in-memory Web Storage: Node 20 has no localStorage. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.has(k) ? this.items.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

beforeEach(() => {
  captured = [];
  Object.defineProperty(globalThis, "localStorage", { value: new MemoryStorage(), configurable: true, writable: true });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, "localStorage");
});

function storeUser(value: string) {
  globalThis.localStorage.setItem(USER_STORAGE_KEY, value);
}

function lastRequest(): CapturedRequest {
  const req = captured.at(-1);
  if (!req) throw new Error("the server received no request");
  return req;
}

const readAs = <T>(key: string, on401?: "returnNull" | "throw") => getQueryFn<T>(on401 ? { on401 } : undefined)({ queryKey: [key] });

describe("apiRequest: headers", () => {
  it("sends JSON Content-Type and Accept and X-Requested-With: XMLHttpRequest", async () => {
    await apiRequest("POST", `${origin}/api/things`, { a: 1 });
    const { headers } = lastRequest();
    expect(headers["content-type"]).toBe("application/json");
    expect(headers.accept).toBe("application/json");
    expect(headers["x-requested-with"]).toBe("XMLHttpRequest");
  });

  it("sends the method and the JSON body when data is given, and no body when it is not", async () => {
    await apiRequest("PUT", `${origin}/api/things/7`, { title: "Fair fighting", tags: ["conflict"] });
    expect(lastRequest()).toMatchObject({ method: "PUT", path: "/api/things/7" });
    expect(JSON.parse(lastRequest().body)).toEqual({ title: "Fair fighting", tags: ["conflict"] });

    await apiRequest("DELETE", `${origin}/api/things/7`);
    expect(lastRequest()).toMatchObject({ method: "DELETE", body: "" });
  });

  it("sends the identity headers taken from the stored user", async () => {
    storeUser(JSON.stringify({ username: "jordan", isAdmin: false }));
    await apiRequest("GET", `${origin}/api/profile`);
    expect(lastRequest().headers["x-auth-user"]).toBe("jordan");
    expect(lastRequest().headers["x-auth-admin"]).toBe("false");

    storeUser(JSON.stringify({ username: "nia", isAdmin: true }));
    await apiRequest("GET", `${origin}/api/profile`);
    expect(lastRequest().headers["x-auth-user"]).toBe("nia");
    expect(lastRequest().headers["x-auth-admin"]).toBe("true");
  });

  it('sends X-Auth-Admin "false" when the stored user has no isAdmin field', async () => {
    storeUser(JSON.stringify({ username: "sam" }));
    await apiRequest("GET", `${origin}/api/profile`);
    expect(lastRequest().headers["x-auth-user"]).toBe("sam");
    expect(lastRequest().headers["x-auth-admin"]).toBe("false");
  });

  it("sends no identity headers when no user is stored", async () => {
    await apiRequest("GET", `${origin}/api/profile`);
    expect(lastRequest().headers).not.toHaveProperty("x-auth-user");
    expect(lastRequest().headers).not.toHaveProperty("x-auth-admin");
  });

  it("sends no identity headers when localStorage does not exist (server rendering)", async () => {
    Reflect.deleteProperty(globalThis, "localStorage");
    await apiRequest("GET", `${origin}/api/profile`);
    expect(lastRequest().headers).not.toHaveProperty("x-auth-user");
    expect(lastRequest().headers).not.toHaveProperty("x-auth-admin");
  });

  it("logs an unparsable stored user with console.error and omits the identity headers", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    storeUser("{not json");
    const res = await apiRequest("GET", `${origin}/api/profile`);
    expect(res.ok).toBe(true);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(lastRequest().headers).not.toHaveProperty("x-auth-user");
    expect(lastRequest().headers).not.toHaveProperty("x-auth-admin");
  });

  for (const path of ["/api/clarity/summary", "/api/blog/posts/fair-fighting", "/api/blog"]) {
    it(`always sends X-Auth-User "admin" and X-Auth-Admin "true" for ${path}, whatever the stored user holds`, async () => {
      storeUser(JSON.stringify({ username: "jordan", isAdmin: false }));
      await apiRequest("POST", `${origin}${path}`, {});
      expect(lastRequest().headers["x-auth-user"]).toBe("admin");
      expect(lastRequest().headers["x-auth-admin"]).toBe("true");

      globalThis.localStorage.clear();
      await apiRequest("GET", `${origin}${path}`);
      expect(lastRequest().headers["x-auth-user"]).toBe("admin");
      expect(lastRequest().headers["x-auth-admin"]).toBe("true");
    });
  }

  it("applies the admin override even when the stored user cannot be parsed", async () => {
    // Whether the broken value is also logged is not a rule; the headers are.
    vi.spyOn(console, "error").mockImplementation(() => {});
    storeUser("{not json");
    await apiRequest("GET", `${origin}/api/clarity/top-pages`);
    expect(lastRequest().headers["x-auth-user"]).toBe("admin");
    expect(lastRequest().headers["x-auth-admin"]).toBe("true");
  });

  it("asks fetch to include cookies", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await apiRequest("GET", `${origin}/api/profile`);
    await readAs(`${origin}/api/profile`);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchSpy.mock.calls) expect(init?.credentials).toBe("include");
    // The spy passes through: both requests really reached the server.
    expect(captured).toHaveLength(2);
  });
});

describe("apiRequest: errors", () => {
  it('fails with "URL is required for API requests" without a URL, and sends nothing', async () => {
    await expect(apiRequest("GET", "")).rejects.toThrow(new Error("URL is required for API requests"));
    expect(captured).toHaveLength(0);
  });

  it("turns a non-OK answer into `<status>: <body text>`", async () => {
    await expect(apiRequest("POST", `${origin}/fail/with-body`, {})).rejects.toThrow(new Error("422: The email field is invalid"));
  });

  it("uses the status text when the body is empty", async () => {
    await expect(apiRequest("GET", `${origin}/fail/empty`)).rejects.toThrow(new Error("503: Service Unavailable"));
  });

  it("resolves with the response when it is OK", async () => {
    const res = await apiRequest("GET", `${origin}/api/things`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, path: "/api/things" });
  });
});

describe("getQueryFn: the default read helper", () => {
  it("GETs the first element of the query key with Accept JSON and parses the JSON answer", async () => {
    const data = await getQueryFn<{ ok: boolean; path: string }>()({ queryKey: [`${origin}/api/posts`, { page: 2 }] });
    expect(data).toEqual({ ok: true, path: "/api/posts" });
    const req = lastRequest();
    expect(req.method).toBe("GET");
    expect(req.path).toBe("/api/posts");
    expect(req.headers.accept).toBe("application/json");
  });

  it("sends the identity headers of the stored user, and the admin override on admin paths", async () => {
    storeUser(JSON.stringify({ username: "jordan", isAdmin: false }));
    await readAs(`${origin}/api/profile`);
    expect(lastRequest().headers["x-auth-user"]).toBe("jordan");
    expect(lastRequest().headers["x-auth-admin"]).toBe("false");

    await readAs(`${origin}/api/clarity/vitals`);
    expect(lastRequest().headers["x-auth-user"]).toBe("admin");
    expect(lastRequest().headers["x-auth-admin"]).toBe("true");
  });

  it("logs an unparsable stored user and omits the identity headers", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    storeUser("not-a-user");
    await readAs(`${origin}/api/profile`);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(lastRequest().headers).not.toHaveProperty("x-auth-user");
    expect(lastRequest().headers).not.toHaveProperty("x-auth-admin");
  });

  it('fails with "URL is required for API requests" when the query key has no URL', async () => {
    await expect(getQueryFn()({ queryKey: [] })).rejects.toThrow(new Error("URL is required for API requests"));
    await expect(getQueryFn()({ queryKey: [""] })).rejects.toThrow(new Error("URL is required for API requests"));
    expect(captured).toHaveLength(0);
  });

  it("fails on 401 by default, with the status and body", async () => {
    await expect(readAs(`${origin}/fail/unauthorized`)).rejects.toThrow(new Error('401: {"message":"Sign in first"}'));
    await expect(readAs(`${origin}/fail/unauthorized`, "throw")).rejects.toThrow(new Error('401: {"message":"Sign in first"}'));
  });

  it('returns null on 401 when asked to ("returnNull")', async () => {
    await expect(readAs(`${origin}/fail/unauthorized`, "returnNull")).resolves.toBeNull();
  });

  it('still fails on other non-OK answers under "returnNull"', async () => {
    await expect(readAs(`${origin}/fail/not-found`, "returnNull")).rejects.toThrow(new Error("404: Not Found"));
    await expect(readAs(`${origin}/fail/with-body`, "returnNull")).rejects.toThrow(new Error("422: The email field is invalid"));
  });
});

describe("apiFetch: the same request, the answer left to the caller", () => {
  it("sends the JSON, X-Requested-With and identity headers, with cookies", async () => {
    storeUser(JSON.stringify({ username: "jordan", isAdmin: false }));
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await apiFetch("POST", `${origin}/api/submit-hubspot`, { email: "sam@example.com" });
    expect(lastRequest()).toMatchObject({ method: "POST", path: "/api/submit-hubspot" });
    expect(JSON.parse(lastRequest().body)).toEqual({ email: "sam@example.com" });
    expect(lastRequest().headers).toMatchObject({
      "content-type": "application/json",
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      "x-auth-user": "jordan",
      "x-auth-admin": "false",
    });
    expect(fetchSpy.mock.calls.at(-1)?.[1]?.credentials).toBe("include");
  });

  it("resolves with a non-OK answer, whose body the caller can still read", async () => {
    const res = await apiFetch("POST", `${origin}/fail/unauthorized`, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Sign in first" });
  });

  it('fails with "URL is required for API requests" without a URL, and sends nothing', async () => {
    await expect(apiFetch("POST", "")).rejects.toThrow(new Error("URL is required for API requests"));
    expect(captured).toHaveLength(0);
  });
});
