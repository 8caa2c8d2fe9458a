import type { Page } from "@playwright/test";
import { markdownBody, signIn, unique, writePost } from "./admin-blog-helpers";
import { addWriterAccount, signIn as signInTo } from "./admin-helpers";
import { axeViolations, DESKTOP, gotoHydrated, MOBILE, test, expect } from "./helpers";

test("write, preview, schedule and publish a post: it is on the site, the blog list, the feed, search and sitemap.xml at once", async ({ page, request }) => {
  await signIn(page);
  const word = `zephyrine${unique()}`;
  const title = `Rituals of ${word}`;
  await writePost(page, { title, word });
  const slug = `rituals-of-${word}`;
  await expect(page.getByLabel("Slug")).toHaveValue(slug);

  // The live preview comes from the server's sanitising pipeline.
  const preview = page.getByRole("tabpanel", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 2, name: `Why ${word} matters` })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "/vibe-check");
  await expect(preview.locator("a[href^='javascript']")).toHaveCount(0);

  // The public pages are cached before the post goes live: publishing must purge them.
  for (const path of ["/resources/blog", "/resources/blog/rss.xml", "/sitemap.xml", `/resources/search?q=${word}`]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).not.toContain(slug);
  }

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  // Scheduled a day ahead: still not public.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel("Schedule for later").fill(local);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText(/^Scheduled: it goes live/)).toBeVisible();
  await expect(page.getByText("Scheduled", { exact: true }).first()).toBeVisible();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Publish now instead" }).click();
  await expect(page.getByText(/^Published: it is on the blog/)).toBeVisible();
  await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", `/blog/${slug}`);

  const article = await request.get(`/blog/${slug}`);
  expect(article.status()).toBe(200);
  expect(await article.text()).toContain(title);
  expect(await (await request.get("/resources/blog")).text()).toContain(`/blog/${slug}`);
  expect(await (await request.get("/resources/blog/rss.xml")).text()).toContain(`/blog/${slug}`);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}`);
  expect(await (await request.get(`/resources/search?q=${word}`)).text()).toContain(`/blog/${slug}`);
  const publicApi = (await (await request.get("/api/blog")).json()) as { posts: { slug: string }[] };
  expect(publicApi.posts.map((p) => p.slug)).toContain(slug);

  await gotoHydrated(page, `/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // A new slug keeps the old address as a 301.
  await page.goBack();
  await expect(page.getByLabel("Slug")).toBeVisible();
  await page.getByLabel("Slug").fill(`${slug}-renamed`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The change is on the site now.")).toBeVisible();
  const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toMatch(new RegExp(`/blog/${slug}-renamed$`));

  // Unpublish takes it off again; the versions list holds the earlier states.
  await page.getByRole("button", { name: "Unpublish (back to draft)" }).click();
  await expect(page.getByText(/^Unpublished/)).toBeVisible();
  expect((await request.get(`/blog/${slug}-renamed`)).status()).toBe(404);
  await expect(page.getByRole("region", { name: "Earlier versions" }).getByRole("listitem")).not.toHaveCount(0);

  // Delete, after the confirmation.
  await page.getByText("Delete this post").click();
  await page.getByRole("button", { name: `Delete “${title}”` }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?deleted=1$/);
  await expect(page.getByText("Deleted. Its address now answers “not found”.")).toBeVisible();
});

test("CodeMirror's code loads on the editor screen only: never on public pages or the other admin screens", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (req) => requested.push(new URL(req.url()).pathname));
  const codeMirror = () => requested.filter((path) => /\/markdown-codemirror-[\w-]+\.js$/.test(path));
  for (const path of ["/", "/resources/blog", "/blog/test"]) await gotoHydrated(page, path);
  await signIn(page);
  for (const path of ["/admin/blog", "/admin/leads", "/admin/visits", "/admin/account"]) {
    await gotoHydrated(page, path);
    await expect(page.getByText("Loading...")).toHaveCount(0);
  }
  await page.waitForLoadState("networkidle");
  expect(codeMirror()).toEqual([]);
  await gotoHydrated(page, "/admin/blog/new");
  await expect(markdownBody(page)).toBeVisible();
  expect(codeMirror()).toHaveLength(1);
});

test("the Markdown editor by keyboard: Tab enters, types, and Tab leaves without indenting", async ({ page }) => {
  await signIn(page);
  await gotoHydrated(page, "/admin/blog/new");
  await expect(markdownBody(page)).toBeVisible();
  await expect(page.getByText("Tab leaves the editor for the next field")).toBeVisible();
  await page.getByLabel("Title").focus();
  const editor = markdownBody(page);
  let inside = false;
  for (let i = 0; i < 40 && !inside; i++) {
    await page.keyboard.press("Tab");
    inside = await editor.evaluate((el) => el === document.activeElement);
  }
  expect(inside, "the editor is reachable by Tab").toBe(true);
  await expect(editor).toHaveAttribute("aria-labelledby", /.+/);
  await page.keyboard.type("Typed by keyboard only.");
  await page.keyboard.press("Tab");
  await expect(editor).not.toBeFocused();
  await expect(editor).toHaveText("Typed by keyboard only.");
  await page.keyboard.press("Shift+Tab");
  await expect(editor).toBeFocused();
});

test("a local draft survives a reload without saving and is offered back, then cleared on save", async ({ page }) => {
  await signIn(page);
  const word = `draftkeep${unique()}`;
  await writePost(page, { title: `Keep ${word}`, word });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  const id = page.url().split("/").pop()!;

  await markdownBody(page).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\nA sentence typed after the last save.");
  await expect(page.getByText("Unsaved changes (kept in this browser)")).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", `blog-draft:${id}`)).toContain("typed after the last save");

  await page.reload();
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  await expect(page.getByText(/^Restore unsaved draft from .+\?$/)).toBeVisible();
  await expect(markdownBody(page)).not.toContainText("typed after the last save");
  await page.getByRole("button", { name: "Restore", exact: true }).first().click();
  await expect(markdownBody(page)).toContainText("A sentence typed after the last save.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), `blog-draft:${id}`)).toBeNull();
  await page.reload();
  await expect(markdownBody(page)).toContainText("A sentence typed after the last save.");
  await expect(page.getByText(/^Restore unsaved draft/)).toHaveCount(0);
});

test("two editors on one post: the second save is refused, not written over the first, and its text stays in the browser", async ({ page, context }) => {
  await signIn(page);
  const word = `twotabs${unique()}`;
  await writePost(page, { title: `Two tabs ${word}`, word });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  const other = await context.newPage();
  await gotoHydrated(other, page.url());
  await expect(markdownBody(other)).toBeVisible();

  await other.getByLabel("Title").fill(`Saved in the other tab ${word}`);
  await other.getByRole("button", { name: "Save draft" }).click();
  await expect(other.getByText("Saved.", { exact: true })).toBeVisible();

  await page.getByLabel("Title").fill(`Saved late ${word}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Someone saved this post after you opened it." })).toBeVisible();
  await expect(page.getByText("Unsaved changes (kept in this browser)")).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Restore unsaved draft from .+\?$/)).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(`Saved in the other tab ${word}`);
  await page.getByRole("button", { name: "Restore", exact: true }).first().click();
  await expect(page.getByLabel("Title")).toHaveValue(`Saved late ${word}`);
});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`the blog screens at ${viewport.width}px`, () => {
    test.use({ viewport });
    test("are axe-clean; the editor and preview are tabs on a phone and side by side on a laptop", async ({ page }) => {
      await signIn(page);
      await gotoHydrated(page, "/admin/blog");
      await expect(page.getByText("Loading...")).toHaveCount(0);
      expect(await axeViolations(page), "/admin/blog").toEqual([]);

      await gotoHydrated(page, "/admin/blog/new");
      await expect(markdownBody(page)).toBeVisible();
      expect(await axeViolations(page), "/admin/blog/new").toEqual([]);
      const previewPanel = page.getByRole("tabpanel", { name: "Preview" });
      if (viewport === MOBILE) {
        await expect(previewPanel).toBeHidden();
        await page.getByRole("tab", { name: "Preview" }).click();
        await expect(previewPanel).toBeVisible();
        await expect(markdownBody(page)).toBeHidden();
        await page.getByRole("tab", { name: "Preview" }).press("ArrowLeft");
        await expect(page.getByRole("tab", { name: "Write" })).toBeFocused();
        await expect(markdownBody(page)).toBeVisible();
      } else {
        await expect(page.getByRole("tab", { name: "Preview" })).toBeHidden();
        await expect(previewPanel).toBeVisible();
        const [write, shown] = await Promise.all([markdownBody(page).boundingBox(), previewPanel.boundingBox()]);
        expect(shown!.x).toBeGreaterThan(write!.x + write!.width - 1);
      }

      const [first] = (await (await page.request.get("/api/blog/posts")).json()).posts as { id: number }[];
      await gotoHydrated(page, `/admin/blog/${first!.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      expect(await axeViolations(page), "/admin/blog/:id").toEqual([]);
    });
  });
}

test("a writer drafts but cannot publish: the screen says so and the API refuses", async ({ page, browser }) => {
  await signIn(page);
  const username = `blogwriter-${unique()}`;
  await addWriterAccount(page, username, "writer password for e2e");
  const context = await browser.newContext();
  const writer = await context.newPage();
  await gotoHydrated(writer, "/admin/login");
  await writer.getByLabel("Username").fill(username);
  await writer.getByLabel("Password").fill("writer password for e2e");
  await writer.getByRole("button", { name: "Sign in" }).click();
  await expect(writer).toHaveURL(/\/admin$/);
  await expect(writer.getByRole("link", { name: "Open your drafts" })).toHaveAttribute("href", "/admin/blog");
  await writer.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Blog" }).click();
  await expect(writer.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await writePost(writer, { title: `Writer ${unique()}`, word: `writer${unique()}` });
  await expect(writer.getByText("Your account writes drafts. An admin schedules and publishes them.")).toBeVisible();
  await expect(writer.getByRole("button", { name: "Publish now" })).toHaveCount(0);
  await writer.getByRole("button", { name: "Save draft" }).click();
  await expect(writer).toHaveURL(/\/admin\/blog\/\d+$/);
  const id = writer.url().split("/").pop();
  expect((await writer.request.post(`/api/blog/posts/${id}/publish`)).status()).toBe(403);
  expect((await writer.request.delete(`/api/blog/posts/${id}`)).status()).toBe(403);
  await context.close();
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`a scheduled post moves to Published when its time comes, in the open editor and in every list (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    const word = `tempus${unique()}`;
    const created = await page.request.post("/api/blog/posts", {
      data: {
        title: `When the time comes ${word}`,
        slug: `when-the-time-comes-${word}`,
        excerpt: "A post that goes live by itself.",
        bodyMarkdown: "## Soon\n\nIt goes live by itself.",
        authorSlug: "priya-raman",
        topics: ["communication"],
        cover: "talk",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const at = new Date(Date.now() + 10_000).toISOString();
    expect((await page.request.post(`/api/blog/posts/${id}/schedule`, { data: { publishAt: at } })).status()).toBe(200);

    await gotoHydrated(page, `/admin/blog/${id}`);
    const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1, name: "Edit post" }) });
    await expect(header.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(header.getByText(/^goes live /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish now instead" })).toBeVisible();

    // No reload: the open editor turns into a published post's editor when the time passes.
    await expect(header.getByText("Published", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(header.getByText(/^goes live /)).toHaveCount(0);
    await expect(header.getByRole("link", { name: "View on the site" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Publish now/ })).toHaveCount(0);
    await expect(page.getByText("This post is live: saving changes the page at once.")).toBeVisible();
    await expect(page.getByText("Move the publish time")).toHaveCount(0);
    await page.screenshot({ path: `/tmp/adminfix-blog-editor-${viewport.width}.png`, fullPage: true });

    const row = (list: Page) => list.getByRole("listitem").filter({ has: list.getByRole("link", { name: `When the time comes ${word}` }) });
    await gotoHydrated(page, "/admin/blog?status=published");
    await expect(row(page).getByText("Published", { exact: true })).toBeVisible();
    await expect(row(page).getByText(/^published /)).toBeVisible();
    await gotoHydrated(page, "/admin/blog?status=scheduled");
    await expect(page.getByRole("link", { name: `When the time comes ${word}` })).toHaveCount(0);
    await gotoHydrated(page, "/admin/blog");
    await expect(row(page).getByText("Published", { exact: true })).toBeVisible();
    await page.screenshot({ path: `/tmp/adminfix-blog-list-${viewport.width}.png`, fullPage: true });
    expect(await axeViolations(page), "blog list").toEqual([]);
    expect((await page.request.delete(`/api/blog/posts/${id}`)).status()).toBe(200);
  });
}

test("without JavaScript the post list shows the posts of the state its address asks for, as served", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInTo(page, "/admin/blog?status=published");
  const titles = page.locator('a[href^="/admin/blog/"]:not([href="/admin/blog/new"])');
  expect(await titles.count()).toBeGreaterThan(0);
  await expect(page.getByText("Loading...")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Published" })).toHaveAttribute("aria-current", "page");
  await context.close();
});
