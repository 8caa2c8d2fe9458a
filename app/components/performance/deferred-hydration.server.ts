import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import {
  manifestEntryModules,
  replaceDynamicImports,
  replaceModuleScript,
  splitModuleScript,
  unfinishedModuleScriptStart,
  withoutModulepreloadLinks,
} from "~/lib/react-router-internals";
import { HASH_SCROLL_DELAY_MS } from "~/components/layout/scroll-manager";
import { HASH_ARRIVAL_ATTRIBUTE } from "./render-later";

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
 * It relies on the exact shape React Router 7 gives that script, read through
 * `~/lib/react-router-internals` (whose contract test renders the installed React Router's); the
 * unit test runs the rewrite on that shape, and every e2e test that waits for hydration would fail
 * without it.
 */

/** Longest wait for a glide to a hash to arrive (one interrupted by the visitor, say), before hydrating anyway. */
const GLIDE_LIMIT_MS = 3000;

/** The entry module and its imports, as the route manifest in the module script names them. */
export function entryModules(moduleSource: string): string[] {
  const modules = manifestEntryModules(moduleSource);
  if (!modules) throw new Error("deferred hydration: no entry module in the route manifest");
  return modules;
}

/**
 * The classic script that replaces the module script. It starts hydration once the window has
 * loaded and the first contentful paint has been presented (then one more frame), so the page's
 * own paint never waits for, or shares the network with, the code that makes it interactive.
 * Without paint timing (old browsers) it starts after load; a hidden tab starts when shown.
 * Just before hydrating, it lays out the blocks the first paint skipped (`RenderLater`), one block
 * per task, forcing each one's layout in its own task (decision 0017).
 *
 * An address with a hash arrives without it (the head script set it aside, so the browser's own
 * scroll to the target did not run while the page was being laid out and painted). Once every
 * block is laid out, the script puts the hash back 100 ms later, which scrolls to the target: a
 * glide, or a jump under reduced motion (the stylesheet's scroll-behavior), with :target as usual.
 * Hydration waits until the glide has arrived (the target at the top, or the page at its end),
 * checked every frame and at each scrollend: a scrollend of some other, earlier scroll must not
 * start hydration's long task in the middle of the glide.
 */
function bootScript(preloads: string[], body: string): string {
  return `(function(preloads,boot){var HASH_ARRIVAL=${JSON.stringify(HASH_ARRIVAL_ATTRIBUTE)},HASH_SCROLL_DELAY_MS=${HASH_SCROLL_DELAY_MS},GLIDE_LIMIT_MS=${GLIDE_LIMIT_MS},nonce=document.currentScript&&document.currentScript.nonce,started=false;function loadModule(src){var script=document.createElement("script");script.type="module";script.src=src;if(nonce)script.nonce=nonce;document.head.appendChild(script);return import(src)}function start(){if(started)return;started=true;preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;if(nonce)link.nonce=nonce;document.head.appendChild(link)});layOutLater(function(){glideToHash(function(){boot(loadModule)})})}function glideToHash(done){var root=document.documentElement,hash=root.getAttribute(HASH_ARRIVAL);if(!hash)return done();root.removeAttribute(HASH_ARRIVAL);setTimeout(function(){location.replace(hash);var target=document.getElementById(decodeURIComponent(hash.slice(1))),padding=parseFloat(getComputedStyle(root).scrollPaddingTop)||0;function arrived(){return Math.abs(target.getBoundingClientRect().top-padding)<2||scrollY+innerHeight>=root.scrollHeight-2}if(!target||arrived())return done();var ended=false,timer=setTimeout(end,GLIDE_LIMIT_MS);function end(){if(ended)return;ended=true;clearTimeout(timer);removeEventListener("scrollend",onScrollEnd);done()}function onScrollEnd(){if(arrived())end()}addEventListener("scrollend",onScrollEnd);(function watch(){if(ended)return;if(arrived())return end();requestAnimationFrame(watch)})()},HASH_SCROLL_DELAY_MS)}function layOutLater(done){var blocks=document.querySelectorAll(".render-later"),i=0;(function next(){if(i===blocks.length)return done();var block=blocks[i++];block.setAttribute("data-rendered","");block.getBoundingClientRect();setTimeout(next,0)})()}function nextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}function whenPainted(){try{if(performance.getEntriesByName("first-contentful-paint").length)return nextFrame();var observer=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();nextFrame()}});observer.observe({type:"paint",buffered:true})}catch(e){nextFrame()}}if(document.readyState==="complete")whenPainted();else addEventListener("load",whenPainted,{once:true})})(${JSON.stringify(preloads)},function(loadModule){${body}})`;
}

/** Turn the module script's static imports into dynamic ones, keeping their order and names. */
export function toDeferredBody(moduleSource: string): string {
  const script = splitModuleScript(moduleSource);
  if (!script) {
    throw new Error("deferred hydration: the route module script has an import form this rewrite does not know");
  }
  const bindings = script.imports.map(({ binding }, i) => (binding === null ? "" : `var ${binding}=m[${i}];`)).join("");
  // `loadModule` (in the boot script) adds a module script element, then imports it by name.
  const loaded = replaceDynamicImports(script.body, (specifierLiteral) => `loadModule(${specifierLiteral})`);
  return `Promise.all([${script.imports.map(({ specifier }) => `loadModule(${JSON.stringify(specifier)})`).join(",")}]).then(function(m){${bindings}${loaded}})`;
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
      const scriptStart = unfinishedModuleScriptStart(ready);
      if (scriptStart !== -1) {
        rest = ready.slice(scriptStart);
        ready = ready.slice(0, scriptStart);
      }
      const lastOpen = ready.lastIndexOf("<");
      if (lastOpen !== -1 && ready.indexOf(">", lastOpen) === -1) {
        rest = ready.slice(lastOpen) + rest;
        ready = ready.slice(0, lastOpen);
      }
    }
    ready = withoutModulepreloadLinks(ready);
    ready = replaceModuleScript(ready, (attributes, source) => `<script${attributes}>${bootScript(entryModules(source), toDeferredBody(source))}</script>`);
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
