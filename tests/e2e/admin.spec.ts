import { readdirSync, readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { adminScreens } from "../../app/routes";
import { E2E_ADMIN } from "../../playwright.config";
import { addWriterAccount, signIn } from "./admin-helpers";
import { axeViolations, DESKTOP, gotoHydrated, MOBILE, test, expect } from "./helpers";

test.describe("signing in", () => {
  test("without JavaScript: the form posts, the session cookie is set and /admin opens", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const first = await page.goto("/admin/users?from=email");
    expect(first?.status()).toBe(200);
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fusers%3Ffrom%3Demail$/);

    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Sign-in failed. Check your username and password and try again.");
    await expect(page.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);

    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/users\?from=email$/);
    // The accounts are in the page as served: each with where its reset links go and its sign-in method.
    const account = page.getByRole("region", { name: "Accounts" }).getByRole("listitem").filter({ hasText: E2E_ADMIN.username }).first();
    await expect(account).toContainText("Password only");
    await expect(account).toContainText(/No email address|Reset links go to/);
    const cookie = (await context.cookies()).find((c) => c.name.endsWith("ml_admin"));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.secure).toBe(true);

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${E2E_ADMIN.username}`);
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    await context.close();
  });

  test("with JavaScript: sign in, the stored user is written for display, sign out", async ({ page }) => {
    await gotoHydrated(page, "/admin/login");
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("user"))).toBe(JSON.stringify({ username: E2E_ADMIN.username, isAdmin: true }));
    // The headers a browser sends do not matter: a forged admin with no session is refused.
    const forged = await page.request.fetch("/api/admin/reply-templates", { headers: { "X-Auth-User": "admin", "X-Auth-Admin": "true", Cookie: "" } });
    expect(forged.status()).toBe(401);
    await page.getByRole("button", { name: "Sign out" }).last().click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  });

  test("admin pages are no-store and noindex; the login page too", async ({ request }) => {
    for (const path of ["/admin/login", "/admin"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
      expect(res.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    const html = await (await request.get("/admin/login")).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });
});

test("public pages never load the admin area's code", async ({ page }) => {
  // What the admin routes load, minus what any public route can load (the build's route manifest,
  // followed through every chunk's static and lazy imports: a public form's code loaded later is
  // shared, not the admin's).
  const dir = "build/client/assets";
  const file = readdirSync(dir).find((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  const source = readFileSync(`${dir}/${file}`, "utf8");
  const manifest = new Function("window", `${source}; return window.__reactRouterManifest;`)({}) as {
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const imports = (path: string) => {
    const code = readFileSync(`build/client${path}`, "utf8");
    const named = [...code.matchAll(/(?:from\s*|import\s*\(\s*)"\.\/([^"]+\.js)"|"assets\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1] ?? m[2]}`);
    return named;
  };
  const reachable = (starts: string[]) => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...imports(next));
    }
    return seen;
  };
  const files = (id: string) => [manifest.routes[id]!.module, ...(manifest.routes[id]!.imports ?? [])];
  const routeIds = Object.keys(manifest.routes);
  const shared = reachable(routeIds.filter((id) => !id.startsWith("admin")).flatMap(files));
  const adminOnly = [...reachable(routeIds.filter((id) => id.startsWith("admin")).flatMap(files))].filter((path) => !shared.has(path));
  expect(adminOnly.length).toBeGreaterThan(4);

  const requested: string[] = [];
  page.on("request", (req) => requested.push(new URL(req.url()).pathname));
  for (const path of ["/", "/vibe-check", "/team", "/fees-and-faqs"]) {
    await gotoHydrated(page, path);
    await page.mouse.wheel(0, 4000);
  }
  await page.waitForLoadState("networkidle");
  expect(requested.filter((path) => adminOnly.includes(path))).toEqual([]);
});

/** Signs in through the real form and lets it post (with or without JavaScript). */
async function signInThroughForm(page: Page, username = E2E_ADMIN.username, password = E2E_ADMIN.password) {
  if (!page.url().includes("/admin/login")) await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`admin screens at ${viewport.width}px`, () => {
    test.use({ viewport });
    test("each is axe-clean and works by keyboard", async ({ page }) => {
      // Each screen loads, hydrates and is swept by axe: the time limit grows with their number.
      test.setTimeout(30_000 + adminScreens.length * 15_000);
      await gotoHydrated(page, "/admin/login");
      expect(await axeViolations(page), "/admin/login").toEqual([]);
      await page.keyboard.press("Tab"); // skip link
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Username")).toBeFocused();
      await page.keyboard.type(E2E_ADMIN.username);
      await page.keyboard.press("Tab");
      await page.keyboard.type(E2E_ADMIN.password);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/admin$/);

      for (const screen of adminScreens) {
        await gotoHydrated(page, screen.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByText("Loading...")).toHaveCount(0);
        expect(await axeViolations(page), screen.path).toEqual([]);
        // The navigation reaches every screen by keyboard: Tab until its link has focus. On a phone
        // the links are in a menu that names the current screen: Tab to it and open it with Enter.
        const nav = page.getByRole("navigation", { name: "Admin" });
        const link = nav.getByRole("link", { name: screen.label, exact: true });
        await page.locator("body").focus();
        const tabUntilFocused = async (target: import("@playwright/test").Locator) => {
          for (let i = 0; i < 60; i++) {
            await page.keyboard.press("Tab");
            if (await target.evaluate((el) => el === document.activeElement)) return true;
          }
          return false;
        };
        if (viewport === MOBILE) {
          const menu = nav.locator("summary");
          await expect(menu).toContainText(`Menu · ${screen.label}`);
          expect(await tabUntilFocused(menu), "the phone menu reachable by Tab").toBe(true);
          await page.keyboard.press("Enter");
          await expect(link).toBeVisible();
        }
        expect(await tabUntilFocused(link), `${screen.label} reachable by Tab`).toBe(true);
      }
    });
  });
}

test("a writer signs in but gets 403 on the screens only admins may open", async ({ page, browser }) => {
  await gotoHydrated(page, "/admin/login");
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/admin$/);
  const username = `writer-${Date.now().toString(36)}`;
  await addWriterAccount(page, username, "writer password for e2e");

  const context = await browser.newContext();
  const writer = await context.newPage();
  await signInThroughForm(writer, username, "writer password for e2e");
  await expect(writer).toHaveURL(/\/admin$/);
  await expect(writer.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" })).toHaveCount(0);
  for (const screen of adminScreens.filter((s) => s.adminOnly)) {
    const response = await writer.goto(screen.path);
    expect(response?.status(), screen.path).toBe(403);
    await expect(writer.getByText("This page is for the practice's admins")).toBeVisible();
  }
  await context.close();
});

test.describe("the users screen", () => {
  test("without JavaScript: the owner adds a writer, resets the password and disables the account with native forms", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "/admin/users");
    const username = `nojs.${Date.now().toString(36)}`;
    const addPanel = page.getByRole("region", { name: "Add someone" });
    const accounts = page.getByRole("region", { name: "Accounts" }).getByRole("listitem");
    const before = await accounts.count();
    // A name that is taken: refused by the server with the name kept and nothing added.
    await addPanel.getByLabel("Username").fill(E2E_ADMIN.username);
    await addPanel.getByLabel("First password").fill("writer password for e2e");
    await addPanel.getByRole("button", { name: "Add account" }).click();
    await expect(addPanel.getByRole("alert")).toBeVisible();
    await expect(addPanel.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);
    await expect(accounts).toHaveCount(before);

    await addPanel.getByLabel("Username").fill(username);
    await addPanel.getByLabel("First password").fill("writer password for e2e");
    await addPanel.getByRole("button", { name: "Add account" }).click();
    await expect(addPanel).toContainText(`Account added: ${username} can sign in now.`);
    const account = page.getByRole("region", { name: "Accounts" }).getByRole("listitem").filter({ hasText: username });
    await expect(account).toContainText("Writer");

    await account.getByLabel(`New password for ${username}`).fill("another writer password");
    await account.getByRole("button", { name: "Reset password" }).click();
    await expect(account).toContainText("Password reset. They were signed out everywhere.");

    await account.getByRole("button", { name: `Disable ${username}` }).click();
    await expect(account).toContainText("Disabled");
    await expect(account.getByRole("button", { name: `Enable ${username}` })).toBeVisible();
    await context.close();
  });

  test("with JavaScript: the same forms answer in place, and a reset that worked empties its field", async ({ page }) => {
    await signIn(page, "/admin/users");
    await gotoHydrated(page, "/admin/users");
    const username = `js.${Date.now().toString(36)}`;
    const addPanel = page.getByRole("region", { name: "Add someone" });
    await addPanel.getByLabel("Username").fill(username);
    await addPanel.getByLabel("First password").fill("writer password for e2e");
    await addPanel.getByRole("button", { name: "Add account" }).click();
    await expect(addPanel).toContainText(`Account added: ${username} can sign in now.`);
    await expect(addPanel.getByLabel("Username")).toHaveValue("");
    const account = page.getByRole("region", { name: "Accounts" }).getByRole("listitem").filter({ hasText: username });
    const field = account.getByLabel(`New password for ${username}`);
    await field.fill("another writer password");
    await account.getByRole("button", { name: "Reset password" }).click();
    await expect(account).toContainText("Password reset. They were signed out everywhere.");
    await expect(field).toHaveValue("");
    await account.getByRole("button", { name: `Disable ${username}` }).click();
    await expect(account.getByRole("button", { name: `Enable ${username}` })).toBeVisible();
    await account.getByRole("button", { name: `Enable ${username}` }).click();
    await expect(account).toContainText("Active");
  });
});

test("without JavaScript the visits screen shows the figures of the range its address asks for", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, "/admin/visits");
  await page.goto("/admin/visits?days=7");
  await expect(page.getByRole("navigation", { name: "Date range" }).getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  // Figures or the empty state, both from the loader: never the loading line a script would replace.
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page.getByText(/No visits counted in this range|Visits and page views per day/)).toBeVisible();
  await context.close();
});
