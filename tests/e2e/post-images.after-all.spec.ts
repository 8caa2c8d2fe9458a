import sharp from "sharp";
import { markdownBody, signIn, unique, writePost } from "./admin-blog-helpers";
import { axeViolations, gotoHydrated, test, expect } from "./helpers";

/**
 * Photos in a post, through the editor: this publishes a post for a while (a change every blog list
 * and feed shows), so it runs after the other specs, and deletes the post at the end.
 */

let createdPostId: number | null = null;

// The post goes again, whatever happened, so the later specs see the blog as it was.
test.afterEach(async ({ page }) => {
  if (createdPostId === null) return;
  const deleted = await page.request.delete(`/api/blog/posts/${createdPostId}`);
  expect(deleted.status()).toBe(200);
  createdPostId = null;
});

test("Insert image puts a photo in the post: uploaded with alt text and caption, or picked from the library; the published post shows both as figures, and the photo as its cover", async ({
  page,
}) => {
  await signIn(page);
  const word = `lumen${unique()}`;
  const title = `Mornings of ${word}`;
  await writePost(page, { title, word });
  // A photo of its own (a colour no other test makes), so the library does not already hold it.
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: Math.floor(Math.random() * 255), g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();

  await page.getByRole("button", { name: "Insert image" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert an image" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog.getByLabel("Alt text")).toBeFocused(); // required, and empty
  await dialog.getByLabel("Alt text").fill("Two mugs on a sunny windowsill");
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a photo from the library, or upload one.");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel("Or upload a photo").setInputFiles({ name: "mugs.jpg", mimeType: "image/jpeg", buffer: photo });
  await dialog.getByLabel("Caption (optional)").fill('Our "slow Tuesday" ritual');
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toBeHidden();
  const preview = page.getByRole("tabpanel", { name: "Preview" });
  const uploaded = preview.locator("figure").filter({ has: page.getByRole("img", { name: "Two mugs on a sunny windowsill" }) });
  await expect(uploaded.locator("figcaption")).toHaveText('Our "slow Tuesday" ritual');
  await expect(markdownBody(page)).toContainText("![Two mugs on a sunny windowsill](/media/");

  // Again, from the library this time: its alt text is offered, and said differently for this post.
  await page.getByRole("button", { name: "Insert image" }).click();
  await dialog.getByRole("radio", { name: "Two mugs on a sunny windowsill" }).first().check({ force: true });
  await expect(dialog.getByLabel("Alt text")).toHaveValue("Two mugs on a sunny windowsill");
  await dialog.getByLabel("Alt text").fill("The same mugs, later, in shadow");
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toBeHidden();
  await expect(preview.getByRole("img", { name: "The same mugs, later, in shadow" })).toBeVisible();

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  createdPostId = Number(/\/admin\/blog\/(\d+)$/.exec(page.url())![1]);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText(/^Published: it is on the blog/)).toBeVisible();
  // The same photo as the cover, in place of the drawing.
  const details = page.getByRole("region", { name: "Details" });
  await details.getByRole("button", { name: "Add a cover photo" }).click();
  const coverDialog = page.getByRole("dialog", { name: "Choose a cover photo" });
  await coverDialog.getByRole("radio", { name: "Two mugs on a sunny windowsill" }).first().check({ force: true });
  await coverDialog.getByRole("button", { name: "Add a cover photo" }).click();
  await expect(coverDialog).toBeHidden();
  await expect(details.getByTestId("cover-photo-preview")).toBeVisible();
  await expect(details.getByRole("button", { name: "Use the drawn cover" })).toBeVisible();

  await gotoHydrated(page, `/blog/mornings-of-${word}`);
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1, name: title }) });
  await expect(header.locator("img[data-cover-photo]")).toHaveAttribute("src", /^\/media\/[0-9a-f]{16}-webp-\d+\.webp$/);
  await expect(header.locator("svg[data-cover]")).toHaveCount(0);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/[0-9a-f]{16}-original\.jpg$/);
  const first = page.getByRole("figure").filter({ has: page.getByRole("img", { name: "Two mugs on a sunny windowsill" }) });
  await expect(first.locator("figcaption")).toHaveText('Our "slow Tuesday" ritual');
  await expect(first.locator("picture source[type='image/avif']")).toHaveAttribute("srcset", /\/media\/[0-9a-f]{16}-avif-\d+\.avif \d+w/);
  const second = page.getByRole("img", { name: "The same mugs, later, in shadow" });
  await expect(second).toHaveAttribute("width", "900");
  await expect(second).toHaveAttribute("height", "600");
  expect(await axeViolations(page)).toEqual([]);
});
