import { afterEach, describe, expect, it, vi } from "vitest";
import { classifyErrorEvent, classifyRejection } from "./error-filters";
import { installGlobalErrorHandlers, startApp } from "./global-error-handlers";

describe("classifyErrorEvent", () => {
  it("recognises errors from the reviews widget by message, file or stack", () => {
    expect(classifyErrorEvent({ message: "Uncaught TypeError in reviews widget", error: new Error("x") })).toBe("reviews-widget");
    expect(classifyErrorEvent({ message: "x is undefined", filename: "https://static.elfsight.com/platform/platform.js", error: new Error("x") })).toBe(
      "reviews-widget",
    );
    const error = new Error("boom");
    error.stack = "Error: boom\n    at render (https://cdn.trustindex.io/loader.js:1:200)";
    expect(classifyErrorEvent({ message: "boom", filename: "", error })).toBe("reviews-widget");
    // A reviews-widget error with a null error object is still the widget's, not an extension's.
    expect(classifyErrorEvent({ message: "Script error in review-widget", error: null })).toBe("reviews-widget");
  });

  it("treats an error event whose error is null as extension noise", () => {
    expect(classifyErrorEvent({ message: "Script error.", filename: "", error: null })).toBe("extension-noise");
  });

  it("reports everything else, including events with no error property at all", () => {
    expect(classifyErrorEvent({ message: "Cannot read properties of undefined", filename: "/assets/root.js", error: new TypeError("x") })).toBe("report");
    expect(classifyErrorEvent({ message: "Something", filename: "/assets/root.js" })).toBe("report");
  });
});

describe("classifyRejection", () => {
  it("treats rejections from extension scripts as noise", () => {
    for (const scheme of ["chrome-extension", "moz-extension", "safari-extension"]) {
      const error = new Error("Could not establish connection");
      error.stack = `Error: Could not establish connection\n    at ${scheme}://abcdef/content.js:10:5`;
      expect(classifyRejection(error), scheme).toBe("extension-noise");
    }
  });

  it("treats 'Request failed with status code 401' as noise", () => {
    expect(classifyRejection(new Error("Request failed with status code 401"))).toBe("extension-noise");
    expect(classifyRejection("Request failed with status code 401")).toBe("extension-noise");
  });

  it("reports our own failures", () => {
    const error = new Error("Request failed with status code 500");
    error.stack = "Error: Request failed\n    at submit (https://www.millenniallifecounseling.com/assets/home.js:1:1)";
    expect(classifyRejection(error)).toBe("report");
    expect(classifyRejection(undefined)).toBe("report");
    expect(classifyRejection({ message: 42 })).toBe("report");
  });
});

describe("installGlobalErrorHandlers", () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  function errorEvent(init: { message: string; filename?: string; error: unknown }) {
    const event = new Event("error", { cancelable: true });
    Object.assign(event, init);
    return event;
  }
  function rejectionEvent(reason: unknown) {
    const event = new Event("unhandledrejection", { cancelable: true });
    Object.assign(event, { reason });
    return event;
  }

  it("swallows and logs reviews-widget errors, suppresses null errors silently, leaves real ones", () => {
    const target = new EventTarget();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    uninstall = installGlobalErrorHandlers(target as unknown as Window);

    const widget = errorEvent({ message: "Elfsight widget crashed", error: new Error("x") });
    target.dispatchEvent(widget);
    expect(widget.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledWith("Reviews widget error (ignored):", "Elfsight widget crashed");

    warn.mockClear();
    const extension = errorEvent({ message: "Script error.", error: null });
    target.dispatchEvent(extension);
    expect(extension.defaultPrevented).toBe(true);
    expect(warn).not.toHaveBeenCalled();

    const real = errorEvent({ message: "TypeError", filename: "/assets/root.js", error: new TypeError("real") });
    target.dispatchEvent(real);
    expect(real.defaultPrevented).toBe(false);
  });

  it("prevents and logs extension and 401 rejections, leaves others", () => {
    const target = new EventTarget();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    uninstall = installGlobalErrorHandlers(target as unknown as Window);

    const fromExtension = new Error("ext");
    fromExtension.stack = "Error: ext\n at moz-extension://1234/inject.js:1:1";
    const a = rejectionEvent(fromExtension);
    target.dispatchEvent(a);
    expect(a.defaultPrevented).toBe(true);

    const b = rejectionEvent(new Error("Request failed with status code 401"));
    target.dispatchEvent(b);
    expect(b.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);

    const c = rejectionEvent(new Error("ours"));
    target.dispatchEvent(c);
    expect(c.defaultPrevented).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("startApp", () => {
  it("runs the start function when the root element exists", () => {
    const start = vi.fn();
    expect(startApp(start, { documentElement: {} as HTMLElement })).toBe(true);
    expect(start).toHaveBeenCalledOnce();
  });

  it("logs 'Initialization error' when the root element is missing or start-up throws", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const start = vi.fn();
    expect(startApp(start, { documentElement: null as unknown as HTMLElement })).toBe(false);
    expect(start).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith("Initialization error:", expect.objectContaining({ message: "Root element not found" }));

    error.mockClear();
    const failure = new Error("hydration could not start");
    expect(
      startApp(
        () => {
          throw failure;
        },
        { documentElement: {} as HTMLElement },
      ),
    ).toBe(false);
    expect(error).toHaveBeenCalledWith("Initialization error:", failure);
  });
});
