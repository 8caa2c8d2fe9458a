import type { Page, Request, Route } from "@playwright/test";
import { isDataRequestPath, ROUTE_DISCOVERY_PATH } from "../../app/lib/react-router-internals";
import { test as base } from "./helpers";

/**
 * The page's own code, held on the wire: the script chunks under /assets/, React Router's route
 * discovery and loader data requests. While held, the page is what the server
 * sent and nothing more; a test acts on it as a visitor on a slow phone would, then releases the
 * code and checks that nothing the visitor did was lost. The window is as long as the test needs
 * it, not a guessed number of milliseconds, so no timing can make these tests pass by luck.
 */
export class ScriptHold {
  private gate: Promise<void> | null = null;
  private open: () => void = () => undefined;
  private readonly waiting = new Set<string>();
  /** Every request that was held at some point, in order. */
  readonly heldRequests: string[] = [];

  private constructor(private readonly only: RegExp | null) {}

  /** Start holding (or keep holding) every matching request from now on. */
  hold(): void {
    this.gate ??= new Promise<void>((resolve) => (this.open = resolve));
  }

  /** Let everything held through, and whatever comes later. */
  release(): void {
    this.open();
    this.gate = null;
  }

  /** How many requests wait at the gate right now. */
  get waitingCount(): number {
    return this.waiting.size;
  }

  /**
   * Installs the hold on `page`, holding from the start unless `startHeld` is false. With `only`,
   * just the code whose path matches it is held (one island's chunk, say), and the rest flows.
   */
  static async on(page: Page, origin: string, { startHeld = true, only = null }: { startHeld?: boolean; only?: RegExp | null } = {}): Promise<ScriptHold> {
    const hold = new ScriptHold(only);
    if (startHeld) hold.hold();
    const siteOrigin = new URL(origin).origin;
    await page.route(
      (url) => url.origin === siteOrigin && isCode(url.pathname),
      (route) => hold.handle(route),
    );
    return hold;
  }

  private async handle(route: Route): Promise<void> {
    const request: Request = route.request();
    const { pathname } = new URL(request.url());
    const gate = this.gate;
    if (gate && (!this.only || this.only.test(pathname))) {
      this.heldRequests.push(pathname);
      this.waiting.add(request.url());
      await gate;
      this.waiting.delete(request.url());
    }
    await route.continue().catch(() => undefined);
  }
}

/** The site's code and route data; fonts, styles, images and API calls are never held. */
function isCode(pathname: string): boolean {
  return (pathname.startsWith("/assets/") && pathname.endsWith(".js")) || pathname === ROUTE_DISCOVERY_PATH || isDataRequestPath(pathname);
}

/** Every spec's `test`, plus `slowScripts`: the page's code held from its first request until `release()`. */
export const test = base.extend<{ slowScripts: ScriptHold }>({
  slowScripts: async ({ page, baseURL }, use) => {
    const hold = await ScriptHold.on(page, baseURL!);
    await use(hold);
    hold.release();
  },
});
export { expect } from "./helpers";
