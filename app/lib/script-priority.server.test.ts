import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./script-priority.server";

async function run(chunks: string[]): Promise<string> {
  const stream = lowerModulePreloadPriority();
  const out: Buffer[] = [];
  stream.on("data", (c: Buffer) => out.push(Buffer.from(c)));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const c of chunks) stream.write(Buffer.from(c));
  stream.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

describe("lowerModulePreloadPriority", () => {
  const html = '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/x.css"/></head><body>é<link rel="modulepreload" href="/b.js"/></body>';
  const expected = html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

  it("marks every modulepreload low priority and leaves everything else alone", async () => {
    expect(await run([html])).toBe(expected);
  });

  it("handles a tag split across chunks at every position, and multi-byte characters split between chunks", async () => {
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut++) {
      const stream = lowerModulePreloadPriority();
      const out: Buffer[] = [];
      stream.on("data", (c: Buffer) => out.push(Buffer.from(c)));
      const done = new Promise((resolve) => stream.on("end", resolve));
      stream.write(bytes.subarray(0, cut));
      stream.write(bytes.subarray(cut));
      stream.end();
      await done;
      expect(Buffer.concat(out).toString("utf8"), `cut at ${cut}`).toBe(expected);
    }
  });
});
