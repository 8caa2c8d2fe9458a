import { describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import type { Logger } from "./logger";
import { serveMedia } from "./media";

describe("serveMedia", () => {
  it("leaves /media itself to the pages (the public Media & Press page), touching nothing", async () => {
    const handler = serveMedia({ db: {} as Database, logger: {} as Logger });
    const set = vi.fn();
    const status = vi.fn();
    const next = vi.fn();
    await handler({ path: "/", method: "GET", originalUrl: "/media" } as never, { set, status } as never, next);
    expect(next).toHaveBeenCalledWith();
    expect(set).not.toHaveBeenCalled();
    expect(status).not.toHaveBeenCalled();
  });
});
