import { type ContextType, useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext, UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

/**
 * Everything the site knows about React Router that React Router does not promise: the markup its
 * `<Scripts />` renders, the URLs its client fetches data and routes from, the window globals it
 * hands the page over in, and two of its UNSAFE contexts. Nothing else may name these (lint refuses
 * `UNSAFE_*` imports elsewhere), so an upgrade has one file to revisit, and
 * `react-router-internals.test.tsx` runs the installed React Router to say which part moved.
 *
 * Browser and server code both import it: no Node modules here.
 */

// `<Scripts />`: a modulepreload link per module the page hydrates with, then an inline module
// script that imports the matched route modules, inlines the partial route manifest (lazy route
// discovery) and finally imports the entry module.
const MODULEPRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT_OPEN = /<script([^>]*?) type="module" async="">/;
const MODULE_SCRIPT = new RegExp(`${MODULE_SCRIPT_OPEN.source}([\\s\\S]*?)<\\/script>`);
const STATIC_NAMESPACE_IMPORT = /import \* as (\w+) from "([^"]+)";/g;
const STATIC_SIDE_EFFECT_IMPORT = /import "([^"]+)";/g;
const ANY_OTHER_STATIC_IMPORT = /^\s*import(?!\()/m;
const DYNAMIC_IMPORT = /\bimport\(("[^"]+")\)/g;
const MANIFEST_ENTRY = /"entry":\s*\{\s*"module":\s*"([^"]+)",\s*"imports":\s*\[([^\]]*)\]/;

export function withoutModulepreloadLinks(html: string): string {
  return html.replace(MODULEPRELOAD_LINK, "");
}

/** Where a module script opens in `html` without its closing tag having arrived yet, or -1. */
export function unfinishedModuleScriptStart(html: string): number {
  const start = html.search(MODULE_SCRIPT_OPEN);
  return start !== -1 && !MODULE_SCRIPT.test(html.slice(start)) ? start : -1;
}

/** Replaces the first whole module script with what `rewrite` makes of its other attributes and its source. */
export function replaceModuleScript(html: string, rewrite: (attributes: string, source: string) => string): string {
  return html.replace(MODULE_SCRIPT, (_, attributes: string, source: string) => rewrite(attributes, source));
}

/** The entry module and its imports, as the route manifest in the module script names them; null without a manifest. */
export function manifestEntryModules(moduleSource: string): string[] | null {
  const match = MANIFEST_ENTRY.exec(moduleSource);
  if (!match) return null;
  return [match[1]!, ...[...match[2]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)];
}

export interface ModuleScriptImport {
  /** The namespace a route module is bound to (`route0`), or null for an import run for its effects. */
  binding: string | null;
  specifier: string;
}

/**
 * The module script's static imports (namespace imports first, then side-effect imports, each in
 * source order) and its source without them; null when another import form is left, which this
 * parser would otherwise pass over.
 */
export function splitModuleScript(moduleSource: string): { imports: ModuleScriptImport[]; body: string } | null {
  const imports: ModuleScriptImport[] = [];
  const body = moduleSource
    .replace(STATIC_NAMESPACE_IMPORT, (_, binding: string, specifier: string) => {
      imports.push({ binding, specifier });
      return "";
    })
    .replace(STATIC_SIDE_EFFECT_IMPORT, (_, specifier: string) => {
      imports.push({ binding: null, specifier });
      return "";
    });
  return ANY_OTHER_STATIC_IMPORT.test(body) ? null : { imports, body };
}

/** Rewrites each `import("…")` of the module script; `rewrite` gets the specifier as the quoted literal it is in the source. */
export function replaceDynamicImports(moduleSource: string, rewrite: (specifierLiteral: string) => string): string {
  return moduleSource.replace(DYNAMIC_IMPORT, (_, specifierLiteral: string) => rewrite(specifierLiteral));
}

/**
 * The window globals `<Scripts />` hands the server's state over in. React Router reads them when it
 * starts, and keeps writing streamed loader data into `__reactRouterContext` until the load event.
 */
export const SERVER_HANDOFF_GLOBALS = ["__reactRouterContext", "__reactRouterManifest", "__reactRouterRouteModules"] as const;

/** The window global holding the live client router once the page has hydrated. */
export const ROUTER_WINDOW_GLOBAL = "__reactRouterDataRouter";

/** Where the client asks the server for the routes of the links it renders (lazy route discovery, the default). */
export const ROUTE_DISCOVERY_PATH = "/__manifest";

/** The query parameter of a data request naming the routes whose loaders it wants, when not all of them. */
export const ROUTES_QUERY_PARAM = "_routes";

const DATA_SUFFIX = /\.data$/;
const HOMEPAGE_DATA_PAGE = "/_root";

/**
 * The URL a client-side navigation to `page` fetches its loader data from: `<path>.data`, and
 * `/_root.data` for the homepage (trailing-slash-aware data requests are off).
 */
export function pageDataUrl(page: string): string {
  return `${page === "/" ? HOMEPAGE_DATA_PAGE : page.replace(/\/$/, "")}.data`;
}

export interface RouterRequest {
  /** The page the request is for: the document itself, or the page whose loader data it fetches. */
  page: string;
  /** Query parameters React Router itself adds to such a request, beyond the page's own. */
  routerQueryParams: readonly string[];
}

/** Whether a request path is a page's data request rather than a document or a file. */
export function isDataRequestPath(path: string): boolean {
  return DATA_SUFFIX.test(path);
}

/** Reads a request path as the server does: a data request is for its page, and may name routes. */
export function parseRouterRequestPath(path: string): RouterRequest {
  if (!isDataRequestPath(path)) return { page: path, routerQueryParams: [] };
  const page = path.replace(DATA_SUFFIX, "") || "/";
  return { page: page === HOMEPAGE_DATA_PAGE ? "/" : page, routerQueryParams: [ROUTES_QUERY_PARAM] };
}

export type RouteManifest = NonNullable<ContextType<typeof FrameworkContext>>["manifest"];
export type RouterRoutes = NonNullable<ContextType<typeof DataRouterContext>>["router"]["routes"];

export interface FrameworkRouting {
  /** Every route's module files and whether it has a loader; lazy route discovery adds to it in place. */
  manifest: RouteManifest;
  nonce: string | undefined;
  /** Read when needed, not once: lazy route discovery patches the router's routes as links render, possibly into a new tree. */
  currentRoutes: () => RouterRoutes;
}

/** The framework's route manifest, the router's routes and the page's nonce; null outside a framework-mode router. */
export function useFrameworkRouting(): FrameworkRouting | null {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  if (!framework || !dataRouter) return null;
  return { manifest: framework.manifest, nonce: framework.nonce, currentRoutes: () => dataRouter.router.routes };
}

/**
 * Calls `onChange(true)` as soon as a navigation starts loading (its code, its data, or the route
 * discovery before them) and `onChange(false)` when it settles: the router's own subscription, in
 * the same task as the click. `useNavigation()` reports the same thing only once React has
 * rendered the router's update, which it does as a transition that a busy phone delays.
 */
export function useNavigationLoadingListener(onChange: (loading: boolean) => void): void {
  const dataRouter = useContext(DataRouterContext);
  useEffect(() => {
    if (!dataRouter) return;
    return dataRouter.router.subscribe((state) => onChange(state.navigation.state === "loading"));
  }, [dataRouter, onChange]);
}
