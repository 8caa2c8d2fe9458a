import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/**
 * Hydrate after the page has painted, not while it is painting (decision 0012).
 *
 * React Router's `<Scripts />` puts a `<link rel="modulepreload">` in the head for every module the
 * page hydrates with, and an inline `<script type="module">` whose static imports fetch the route
 * modules at once. On a phone that JavaScript (decision 0012 has its size) shares the connection
 * with the stylesheet, fonts and hero image, and its parsing shares the main thread with the first paint, though the
 * page is complete and readable without them (server-rendered; links and forms work natively).
 *
 * This stream rewrites both, and nothing else:
 * - the modulepreload links are taken out of the head;
 * - the inline module script becomes a classic script (same nonce) that waits for the window's
 *   `load` event and the first contentful paint, then preloads the entry module and its imports
 *   (React, the router: the largest files, which the script would otherwise ask for last) and runs
 *   the same code, with its static imports turned into `import()` calls. The route modules' own
 *   imports are found by the browser as it loads them: a preload link for each of those many small
 *   files cost more main-thread time, in one task, than it saved.
 *
 * Each module is loaded by a `<script type="module" src>` element the boot script adds, and then
 * imported by name (the browser's module map gives back the same, already fetching, module). A
 * page's CSP allows its inline scripts by hash with `'strict-dynamic'` (docs/decisions/0021): under
 * it, a script element added by an allowed script may load, but an `import()` called from an inline
 * script (parser-inserted) may not fetch anything itself.
 *
 * It relies on the exact shape React Router 7 gives that script (pinned in package.json); the unit
 * test runs it on that shape, and every e2e test that waits for hydration would fail without it.
 */

const MODULEPRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT_OPEN = /<script([^>]*?) type="module" async="">/;
const MODULE_SCRIPT = new RegExp(`${MODULE_SCRIPT_OPEN.source}([\\s\\S]*?)<\\/script>`);
const STATIC_NAMESPACE_IMPORT = /import \* as (\w+) from "([^"]+)";/g;
const STATIC_SIDE_EFFECT_IMPORT = /import "([^"]+)";/g;
const DYNAMIC_IMPORT = /\bimport\(("[^"]+")\)/g;
const MANIFEST_ENTRY = /"entry":\s*\{\s*"module":\s*"([^"]+)",\s*"imports":\s*\[([^\]]*)\]/;

/** The entry module and its imports, as the route manifest in the module script names them. */
export function entryModules(moduleSource: string): string[] {
  const match = MANIFEST_ENTRY.exec(moduleSource);
  if (!match) throw new Error("deferred hydration: no entry module in the route manifest");
  return [match[1]!, ...[...match[2]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)];
}

/**
 * The classic script that replaces the module script. It starts hydration once the window has
 * loaded and the first contentful paint has been presented (then one more frame), so the page's
 * own paint never waits for, or shares the network with, the code that makes it interactive.
 * Without paint timing (old browsers) it starts after load; a hidden tab starts when shown.
 * Just before hydrating, it lays out the blocks the first paint skipped (`RenderLater`), one block
 * per task, forcing each one's layout in its own task (decision 0017).
 */
function bootScript(preloads: string[], body: string): string {
  return `(function(preloads,boot){var nonce=document.currentScript&&document.currentScript.nonce,started=false;function loadModule(src){var script=document.createElement("script");script.type="module";script.src=src;if(nonce)script.nonce=nonce;document.head.appendChild(script);return import(src)}function start(){if(started)return;started=true;preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;if(nonce)link.nonce=nonce;document.head.appendChild(link)});layOutLater(function(){boot(loadModule)})}function layOutLater(done){var blocks=document.querySelectorAll(".render-later"),i=0;(function next(){if(i===blocks.length)return done();var block=blocks[i++];block.setAttribute("data-rendered","");block.getBoundingClientRect();setTimeout(next,0)})()}function nextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}function whenPainted(){try{if(performance.getEntriesByName("first-contentful-paint").length)return nextFrame();var observer=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();nextFrame()}});observer.observe({type:"paint",buffered:true})}catch(e){nextFrame()}}if(document.readyState==="complete")whenPainted();else addEventListener("load",whenPainted,{once:true})})(${JSON.stringify(preloads)},function(loadModule){${body}})`;
}

/** Turn the module script's static imports into dynamic ones, keeping their order and names. */
export function toDeferredBody(moduleSource: string): string {
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = moduleSource
    .replace(STATIC_NAMESPACE_IMPORT, (_, name: string, specifier: string) => {
      names.push(name);
      specifiers.push(specifier);
      return "";
    })
    .replace(STATIC_SIDE_EFFECT_IMPORT, (_, specifier: string) => {
      names.push("_");
      specifiers.push(specifier);
      return "";
    });
  if (/^\s*import(?!\()/m.test(rest)) {
    throw new Error("deferred hydration: the route module script has an import form this rewrite does not know");
  }
  const bindings = names.map((name, i) => (name === "_" ? "" : `var ${name}=m[${i}];`)).join("");
  // `loadModule` (in the boot script) adds a module script element, then imports it by name.
  const loaded = rest.replace(DYNAMIC_IMPORT, (_, specifier: string) => `loadModule(${specifier})`);
  return `Promise.all([${specifiers.map((s) => `loadModule(${JSON.stringify(s)})`).join(",")}]).then(function(m){${bindings}${loaded}})`;
}

export function deferHydration(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";

  /** Rewrite what is complete in `text`; return the part that must wait for more bytes. */
  const process = (text: string, final: boolean): { ready: string; rest: string } => {
    let ready = text;
    let rest = "";
    if (!final) {
      // Hold back an unfinished module script, or any tag cut off at the end of the chunk.
      const scriptStart = ready.search(MODULE_SCRIPT_OPEN);
      if (scriptStart !== -1 && !MODULE_SCRIPT.test(ready.slice(scriptStart))) {
        rest = ready.slice(scriptStart);
        ready = ready.slice(0, scriptStart);
      }
      const lastOpen = ready.lastIndexOf("<");
      if (lastOpen !== -1 && ready.indexOf(">", lastOpen) === -1) {
        rest = ready.slice(lastOpen) + rest;
        ready = ready.slice(0, lastOpen);
      }
    }
    ready = ready.replace(MODULEPRELOAD_LINK, "");
    ready = ready.replace(
      MODULE_SCRIPT,
      (_, attributes: string, source: string) => `<script${attributes}>${bootScript(entryModules(source), toDeferredBody(source))}</script>`,
    );
    return { ready, rest };
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const { ready, rest } = process(pending + decoder.write(chunk), false);
      pending = rest;
      callback(null, ready);
    },
    flush(callback) {
      callback(null, process(pending + decoder.end(), true).ready);
    },
  });
}
