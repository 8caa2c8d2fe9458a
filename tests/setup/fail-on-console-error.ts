import { afterEach, beforeEach, vi } from "vitest";

// A stray console.error in a unit test is a bug we have not looked at yet.
// Tests that expect one spy on console.error themselves (vi.spyOn replaces this spy).
let unexpected: unknown[][] = [];

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
});

afterEach(() => {
  const calls = unexpected;
  vi.restoreAllMocks();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
  }
});
