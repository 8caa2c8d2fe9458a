import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, entryModules, toDeferredBody } from "./deferred-hydration.server";

async function run(chunks: Buffer[]): Promise<string> {
  const stream = deferHydration();
  const out: Buffer[] = [];
  stream.on("data", (c: Buffer) => out.push(Buffer.from(c)));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const c of chunks) stream.write(c);
  stream.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

// The shape React Router 7's <Scripts /> renders (links in the head, the module script in the body).
const moduleSource = `;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-2.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-3.js", "imports": ["/assets/react-4.js"] }
};
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-3.js");`;
const html =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-3.js" nonce="n1"/><link rel="modulepreload" href="/assets/react-4.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="n1"/><link rel="modulepreload" href="/assets/home-2.js" nonce="n1"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/app.css"/></head><body><p>Café ☕</p>' +
  `<script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">${moduleSource}</script>` +
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>';

describe("deferHydration", () => {
  it("takes the modulepreload links out and turns the module script into a nonced classic script", async () => {
    const out = await run([Buffer.from(html)]);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('<script nonce="n1" type="module"');
    expect(out).toContain('<link nonce="n1" rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<p>Café ☕</p>");
    expect(out).toContain('<script nonce="n1">(function(preloads,boot)');
    // Only the entry module and its imports are preloaded; the route modules are imported by name.
    expect(out).toContain('(["/assets/entry.client-3.js","/assets/react-4.js"],function(loadModule){');
    expect(out).toContain('<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>');
  });

  it("gives the same output however the bytes are cut, even inside a multi-byte character", async () => {
    const whole = await run([Buffer.from(html)]);
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(whole);
    }
  });

  it("leaves a page without React Router's scripts untouched", async () => {
    const plain = "<html><head><title>x</title></head><body><script>1</script></body></html>";
    expect(await run([Buffer.from(plain)])).toBe(plain);
  });
});

describe("entryModules", () => {
  it("reads the entry module and its imports from the manifest as React Router prints it", () => {
    const source = `window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-CYdruKil.js",
    "imports": [
      "/assets/jsx-runtime-BhFBGz4-.js",
      "/assets/react-dom-LnDXsVXP.js"
    ],
    "css": []
  },
  "routes": {}};`;
    expect(entryModules(source)).toEqual(["/assets/entry.client-CYdruKil.js", "/assets/jsx-runtime-BhFBGz4-.js", "/assets/react-dom-LnDXsVXP.js"]);
  });

  it("refuses a script without the manifest shape it knows, rather than hydrating without React", () => {
    expect(() => entryModules('import("/assets/entry.client-3.js");')).toThrow(/no entry module/);
  });
});

describe("toDeferredBody", () => {
  it("imports the same modules in the same order and binds them to the same names", async () => {
    const imported: string[] = [];
    const context = {
      window: {} as Record<string, unknown>,
      Promise,
      // A stand-in for the boot script's loadModule: a namespace object named after the module.
      loadModule: (specifier: string) => {
        imported.push(specifier);
        return Promise.resolve({ specifier });
      },
    };
    const body = toDeferredBody(moduleSource);
    expect(body).not.toContain("import(");
    await runInNewContext(`(async () => { await ${body}; })()`, context);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual(["/assets/root-1.js", "/assets/home-2.js", "/assets/entry.client-3.js"]);
    expect(context.window.__reactRouterRouteModules).toEqual({ root: { specifier: "/assets/root-1.js" }, home: { specifier: "/assets/home-2.js" } });
  });

  it("refuses an import form it does not know rather than emit code that would not run", () => {
    expect(() => toDeferredBody('import { x } from "/a.js";\nx();')).toThrow(/import form/);
  });
});
