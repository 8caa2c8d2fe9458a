import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { addEarlySubmitScript, QUEUE_EARLY_SUBMITS_SCRIPT } from "./early-submits.server";
import { HASH_ARRIVAL_ATTRIBUTE } from "./render-later";

async function through(chunks: string[], nonce?: string): Promise<string> {
  const out: string[] = [];
  const transform = addEarlySubmitScript(nonce);
  transform.on("data", (chunk: Buffer | string) => out.push(chunk.toString()));
  const done = new Promise((resolve) => transform.on("end", resolve));
  Readable.from(chunks.map((c) => Buffer.from(c))).pipe(transform);
  await done;
  return out.join("");
}

describe("addEarlySubmitScript", () => {
  it("puts the script first in the head, with the nonce, whatever the chunking", async () => {
    const page = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><p>café</p></body></html>';
    const expected = page.replace("<head>", `<head><script nonce="abc">${QUEUE_EARLY_SUBMITS_SCRIPT}</script>`);
    expect(await through([page], "abc")).toBe(expected);
    // Cut inside the tag, and inside a two-byte character.
    const bytes = Buffer.from(page);
    const inCharacter = bytes.indexOf(Buffer.from("é")) + 1;
    const cut = [bytes.subarray(0, 33), bytes.subarray(33, inCharacter), bytes.subarray(inCharacter)].map((b) => b.toString("latin1"));
    const out: string[] = [];
    const transform = addEarlySubmitScript("abc");
    transform.on("data", (chunk: Buffer | string) => out.push(chunk.toString()));
    const done = new Promise((resolve) => transform.on("end", resolve));
    Readable.from(cut.map((c) => Buffer.from(c, "latin1"))).pipe(transform);
    await done;
    expect(out.join("")).toBe(expected);
  });

  it("adds no nonce attribute where the page has none, and passes a document without a head as it is", async () => {
    expect(await through(["<html><head></head></html>"])).toBe(`<html><head><script>${QUEUE_EARLY_SUBMITS_SCRIPT}</script></head></html>`);
    const fragment = "<p>" + "x".repeat(10_000) + "</p>";
    expect(await through([fragment.slice(0, 5000), fragment.slice(5000)])).toBe(fragment);
  });

  it("is a script that parses, naming the attributes the form hooks use", () => {
    expect(() => new Function(QUEUE_EARLY_SUBMITS_SCRIPT)).not.toThrow();
    expect(QUEUE_EARLY_SUBMITS_SCRIPT).toContain("data-submit-needs-script");
    expect(QUEUE_EARLY_SUBMITS_SCRIPT).toContain("data-submit-live");
  });

  it("sets a hash aside on the document, out of the address, and leaves an address without one alone", () => {
    for (const hash of ["#how-it-works", ""]) {
      const attributes = new Map<string, string>();
      const addresses: string[] = [];
      const run = new Function("document", "location", "history", "addEventListener", QUEUE_EARLY_SUBMITS_SCRIPT);
      run(
        { addEventListener() {}, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
        { hash, pathname: "/", search: "?a=1" },
        { state: { key: "k" }, replaceState: (_state: unknown, _title: string, url: string) => addresses.push(url) },
        () => {},
      );
      expect(attributes.get(HASH_ARRIVAL_ATTRIBUTE)).toBe(hash || undefined);
      expect(addresses).toEqual(hash ? ["/?a=1"] : []);
    }
  });
});
