/**
 * How every tool here starts Debian's Chromium: the Playwright tests, `npm run bench` and the
 * long-task trace. Headless, as root, on a machine whose network reaches nothing but the registries:
 * without the background-networking flags Chromium's own connections fail, many at a time.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
