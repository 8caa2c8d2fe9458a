import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  createRequestHandler,
  type EntryContext,
  Links,
  matchRoutes,
  Outlet,
  PrefetchPageLinks,
  Scripts,
  ServerRouter,
  type ServerBuild,
  useLocation,
  useSearchParams,
} from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { prefetchTargets } from "~/components/performance/deferred-prefetch";
import reactRouterConfig from "../../react-router.config";
import {
  type FrameworkRouting,
  isDataRequestPath,
  manifestEntryModules,
  pageDataUrl,
  parseRouterRequestPath,
  replaceDynamicImports,
  replaceModuleScript,
  ROUTE_DISCOVERY_PATH,
  ROUTER_WINDOW_GLOBAL,
  ROUTES_QUERY_PARAM,
  SERVER_HANDOFF_GLOBALS,
  splitModuleScript,
  unfinishedModuleScriptStart,
  useFrameworkRouting,
  withoutModulepreloadLinks,
} from "./react-router-internals";

/*
 * A contract test: it runs the installed React Router (its request handler, `<ServerRouter>`,
 * `<Scripts />`, `<PrefetchPageLinks>`) on a small framework-mode app and checks that the adapter
 * still reads what React Router writes. The client code that cannot run in Node is checked by its
 * shape in React Router's files. A failure names the adapter export to revisit.
 */

const ADAPTER = "app/lib/react-router-internals.ts";
const NONCE = "contract-nonce";

/** What a real build's manifest looks like, with made-up file names. */
const files = {
  entry: "/assets/entry.client-E1.js",
  entryImports: ["/assets/jsx-runtime-J1.js", "/assets/react-dom-D1.js"],
  root: "/assets/root-R1.js",
  shared: "/assets/shared-S1.js",
  home: "/assets/home-H1.js",
  team: "/assets/team-T1.js",
  card: "/assets/card-C1.js",
  legal: "/assets/legal-L1.js",
  probe: "/assets/probe-P1.js",
  notFound: "/assets/not-found-N1.js",
};

type ManifestRoute = NonNullable<ServerBuild["assets"]["routes"][string]>;
const manifestRoute = (id: string, route: Pick<ManifestRoute, "path" | "module"> & Partial<Omit<ManifestRoute, "id">>): ManifestRoute => ({
  id,
  parentId: id === "root" ? undefined : "root",
  index: undefined,
  caseSensitive: undefined,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  imports: [],
  css: [],
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  ...route,
});

const manifestRoutes = {
  root: manifestRoute("root", { path: "", module: files.root, imports: [files.shared], hasLoader: true }),
  "page-home": manifestRoute("page-home", { path: "/", module: files.home, imports: [files.shared], hasLoader: true }),
  "page-team": manifestRoute("page-team", { path: "team", module: files.team, imports: [files.shared, files.card], hasLoader: true }),
  "page-legal": manifestRoute("page-legal", { path: "privacy-policy", module: files.legal }),
  "prefetch-probe": manifestRoute("prefetch-probe", { path: "prefetch-probe", module: files.probe }),
  "not-found": manifestRoute("not-found", { path: "*", module: files.notFound }),
};

/** Which loader ran, and for which page path React Router's server made of the request. */
let loaderCalls: { routeId: string; pathname: string }[] = [];
const loaderOf =
  (routeId: string) =>
  ({ request }: { request: Request }) => {
    loaderCalls.push({ routeId, pathname: new URL(request.url).pathname });
    return { routeId };
  };

/** What `useFrameworkRouting` gave the last document rendered (recorded while rendering: a server render runs no effects). */
const rendered: { routing: FrameworkRouting | null } = { routing: null };
const recordRouting = (routing: FrameworkRouting | null) => {
  rendered.routing = routing;
};

function Root() {
  recordRouting(useFrameworkRouting());
  // The probe page leaves out <Scripts />, so every modulepreload link on it is <PrefetchPageLinks>'s.
  const probing = useLocation().pathname === "/prefetch-probe";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Links />
      </head>
      <body>
        <Outlet />
        {probing ? null : <Scripts />}
      </body>
    </html>
  );
}

function PrefetchProbe() {
  const [params] = useSearchParams();
  return <PrefetchPageLinks page={params.get("page")!} />;
}

const Page = () => <p>A page</p>;

const serverRoutes: ServerBuild["routes"] = {
  root: { ...manifestRoutes.root, module: { default: Root, loader: loaderOf("root") } },
  "page-home": { ...manifestRoutes["page-home"], module: { default: Page, loader: loaderOf("page-home") } },
  "page-team": { ...manifestRoutes["page-team"], module: { default: Page, loader: loaderOf("page-team") } },
  "page-legal": { ...manifestRoutes["page-legal"], module: { default: Page } },
  "prefetch-probe": { ...manifestRoutes["prefetch-probe"], module: { default: PrefetchProbe } },
  "not-found": { ...manifestRoutes["not-found"], module: { default: Page } },
};

/** Renders as app/entry.server.tsx does, without the rewrite, so the test sees React Router's own markup. */
function handleDocumentRequest(request: Request, status: number, headers: Headers, context: EntryContext): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} nonce={NONCE} />, {
      nonce: NONCE,
      onAllReady() {
        const sink = new PassThrough();
        let html = "";
        sink.setEncoding("utf8");
        sink.on("data", (chunk: string) => (html += chunk));
        sink.on("end", () => resolve(new Response(html, { status, headers })));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

const build: ServerBuild = {
  entry: { module: { default: handleDocumentRequest } },
  routes: serverRoutes,
  assets: { entry: { module: files.entry, imports: files.entryImports }, routes: manifestRoutes, url: "/assets/manifest-V1.js", version: "V1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  // `future` and `routeDiscovery` as @react-router/dev resolves react-router.config.ts, which sets neither (checked below).
  future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: ROUTE_DISCOVERY_PATH },
};
const handle = createRequestHandler(build, "production");
const get = (url: string) => handle(new Request(new URL(url, "https://example.test")));
const documentHtml = async (url: string) => {
  const response = await get(url);
  expect(response.status, url).toBe(200);
  return response.text();
};

beforeEach(() => {
  loaderCalls = [];
  rendered.routing = null;
});

describe("React Router's <Scripts /> output, as deferHydration reads it", () => {
  it("puts every module the page hydrates with in a modulepreload link the adapter takes out", async () => {
    const html = await documentHtml("/team");
    for (const href of [files.entry, ...files.entryImports, files.root, files.shared, files.team, files.card]) {
      expect(html, `no modulepreload link for ${href}: revisit withoutModulepreloadLinks in ${ADAPTER}`).toContain(
        `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`,
      );
    }
    expect(withoutModulepreloadLinks(html), `a modulepreload link of another shape: revisit withoutModulepreloadLinks in ${ADAPTER}`).not.toMatch(
      /modulepreload/,
    );
  });

  it("renders one inline module script, with the page's nonce, that the adapter finds whole and cut off", async () => {
    const html = await documentHtml("/team");
    const sources: { attributes: string; source: string }[] = [];
    const rewritten = replaceModuleScript(html, (attributes, source) => {
      sources.push({ attributes, source });
      return "";
    });
    expect(sources, `no module script found: revisit replaceModuleScript in ${ADAPTER}`).toHaveLength(1);
    expect(sources[0]!.attributes).toBe(` nonce="${NONCE}"`);
    expect(rewritten, `a second module script: revisit replaceModuleScript in ${ADAPTER}`).not.toMatch(/<script[^>]*type="module"/);

    const scriptStart = html.indexOf(`<script nonce="${NONCE}" type="module"`);
    expect(unfinishedModuleScriptStart(html)).toBe(-1);
    expect(unfinishedModuleScriptStart(html.slice(0, scriptStart + 60)), `revisit unfinishedModuleScriptStart in ${ADAPTER}`).toBe(scriptStart);
  });

  it("imports the matched route modules by namespace, names the entry module and its imports, and imports the entry last", async () => {
    const html = await documentHtml("/team");
    let source = "";
    replaceModuleScript(html, (_, moduleSource) => (source = moduleSource));

    expect(manifestEntryModules(source), `the inlined route manifest changed: revisit manifestEntryModules in ${ADAPTER}`).toEqual([
      files.entry,
      ...files.entryImports,
    ]);
    const script = splitModuleScript(source);
    expect(script, `an import form the adapter does not know: revisit splitModuleScript in ${ADAPTER}`).not.toBeNull();
    expect(script!.imports).toEqual([
      { binding: "route0", specifier: files.root },
      { binding: "route1", specifier: files.team },
    ]);
    const dynamic: string[] = [];
    const body = replaceDynamicImports(script!.body, (specifierLiteral) => {
      dynamic.push(specifierLiteral);
      return "loaded";
    });
    expect(dynamic, `the entry module is no longer imported with import("…"): revisit replaceDynamicImports in ${ADAPTER}`).toEqual([
      JSON.stringify(files.entry),
    ]);
    expect(body).not.toMatch(/\bimport\b/);
  });

  it("imports the route manifest for its effects when routes are not discovered lazily", async () => {
    const eagerHandle = createRequestHandler({ ...build, routeDiscovery: { mode: "initial", manifestPath: ROUTE_DISCOVERY_PATH } }, "production");
    const html = await (await eagerHandle(new Request("https://example.test/team"))).text();
    let source = "";
    replaceModuleScript(html, (_, moduleSource) => (source = moduleSource));
    expect(splitModuleScript(source)?.imports, `revisit splitModuleScript in ${ADAPTER}`).toEqual([
      { binding: "route0", specifier: files.root },
      { binding: "route1", specifier: files.team },
      { binding: null, specifier: build.assets.url },
    ]);
  });

  it("hands the server's state over in the window globals the app releases after start-up", async () => {
    const html = await documentHtml("/team");
    for (const global of SERVER_HANDOFF_GLOBALS) {
      expect(html, `window.${global} is no longer set: revisit SERVER_HANDOFF_GLOBALS in ${ADAPTER}`).toContain(`window.${global} = `);
    }
  });
});

describe("the data request of a page", () => {
  it.each(["/", "/team", "/team/", "/privacy-policy"])("for %s is the URL React Router's own prefetch links to, with the same modules", async (page) => {
    const html = await documentHtml(`/prefetch-probe?page=${encodeURIComponent(page)}`);
    const hrefs = (rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*? href="([^"]+)"`, "g"))].map((m) => m[1]!);
    const [dataHref, ...moreDataHrefs] = hrefs("prefetch");
    expect(moreDataHrefs).toEqual([]);
    expect(dataHref, `React Router's client fetches page data elsewhere: revisit pageDataUrl in ${ADAPTER}`).toBe(pageDataUrl(page));

    expect(rendered.routing, `the UNSAFE contexts changed: revisit useFrameworkRouting in ${ADAPTER}`).not.toBeNull();
    const targets = prefetchTargets(page, rendered.routing!.currentRoutes(), rendered.routing!.manifest);
    expect(targets?.data).toBe(dataHref);
    // React Router leaves out the routes already on the page (the root); DeferredPrefetch lists them, and skips files the page already has.
    expect(targets?.modules).toEqual([...new Set([files.root, files.shared, ...hrefs("modulepreload")])]);
  });

  it("is read by React Router's server as its page, naming the routes to load in the parameter the adapter allows", async () => {
    for (const page of ["/", "/team"]) {
      loaderCalls = [];
      const url = pageDataUrl(page);
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), `${url} is not a data response: revisit pageDataUrl in ${ADAPTER}`).toMatch(/^text\/x-script/);
      await response.text();
      expect(isDataRequestPath(url)).toBe(true);
      const { page: parsed, routerQueryParams } = parseRouterRequestPath(url);
      expect(parsed).toBe(page);
      expect(routerQueryParams).toEqual([ROUTES_QUERY_PARAM]);
      expect(loaderCalls, `React Router's server reads ${url} as another page: revisit parseRouterRequestPath in ${ADAPTER}`).toEqual([
        { routeId: "root", pathname: page },
        { routeId: page === "/" ? "page-home" : "page-team", pathname: page },
      ]);
    }

    loaderCalls = [];
    await (await get(`${pageDataUrl("/team")}?${ROUTES_QUERY_PARAM}=page-team`)).text();
    expect(
      loaderCalls.map((call) => call.routeId),
      `the routes parameter changed: revisit ROUTES_QUERY_PARAM in ${ADAPTER}`,
    ).toEqual(["page-team"]);
  });

  it("is not what a document request is read as", () => {
    for (const page of ["/", "/team"]) {
      expect(isDataRequestPath(page)).toBe(false);
      expect(parseRouterRequestPath(page)).toEqual({ page, routerQueryParams: [] });
    }
  });
});

describe("the UNSAFE contexts", () => {
  it("give the route manifest, the router's routes and the nonce inside a framework-mode document", async () => {
    await documentHtml("/team");
    expect(rendered.routing, `revisit useFrameworkRouting in ${ADAPTER}`).not.toBeNull();
    expect(rendered.routing!.nonce).toBe(NONCE);
    expect(rendered.routing!.manifest.routes["page-team"]).toMatchObject({ module: files.team, imports: [files.shared, files.card], hasLoader: true });
    expect(matchRoutes(rendered.routing!.currentRoutes(), "/team")?.map((match) => match.route.id)).toEqual(["root", "page-team"]);
  });

  it("give nothing outside a framework-mode router", () => {
    rendered.routing = { manifest: build.assets, nonce: NONCE, currentRoutes: () => [] };
    function Reader() {
      recordRouting(useFrameworkRouting());
      return null;
    }
    renderToString(<Reader />);
    expect(rendered.routing).toBeNull();
  });
});

describe("React Router's client and build, by the shape of the installed code", () => {
  const require = createRequire(import.meta.url);
  const distOf = (entry: string) => {
    const dir = path.dirname(require.resolve(entry));
    return readdirSync(dir)
      .filter((name) => /\.m?js$/.test(name))
      .map((name) => readFileSync(path.join(dir, name), "utf8"))
      .join("\n");
  };
  const reactRouterCode = distOf("react-router");
  const devCode = distOf("@react-router/dev/vite");

  it("is React Router 7, whose future flags (trailing-slash-aware data URLs among them) stay off unless the config turns them on", () => {
    const versions = [require("react-router/package.json").version, require("@react-router/dev/package.json").version] as string[];
    for (const version of versions) {
      expect(version, `React Router 8 turns the v8_ future flags on: revisit pageDataUrl and parseRouterRequestPath in ${ADAPTER}`).toMatch(/^7\./);
    }
    expect((reactRouterConfig as { future?: Record<string, unknown> }).future?.v8_trailingSlashAwareDataRequests ?? false).toBe(false);
  });

  it("fetches a navigation's data from the same URL as its prefetch, naming routes in the same parameter", () => {
    expect(reactRouterCode, `revisit pageDataUrl in ${ADAPTER}`).toContain('let url = singleFetchUrl(request.url, basename, trailingSlashAware, "data");');
    expect(reactRouterCode, `revisit ROUTES_QUERY_PARAM in ${ADAPTER}`).toContain(
      `url.searchParams.set(${JSON.stringify(ROUTES_QUERY_PARAM)}, targetRoutes.join(","));`,
    );
  });

  it("starts from the handed-over globals and keeps the live router on the window", () => {
    expect(reactRouterCode, `revisit SERVER_HANDOFF_GLOBALS in ${ADAPTER}`).toContain(SERVER_HANDOFF_GLOBALS.map((global) => `window.${global}`).join(" && "));
    expect(reactRouterCode, `revisit ROUTER_WINDOW_GLOBAL in ${ADAPTER}`).toMatch(new RegExp(`window\\.${ROUTER_WINDOW_GLOBAL} = `));
  });

  it("discovers routes lazily (the route manifest is inlined in the module script) at the default path, which react-router.config.ts keeps", () => {
    expect(devCode, `revisit ROUTE_DISCOVERY_PATH and manifestEntryModules in ${ADAPTER}`).toMatch(
      new RegExp(`mode: "lazy",\\s*manifestPath: ${JSON.stringify(ROUTE_DISCOVERY_PATH)}`),
    );
    expect(reactRouterConfig).toMatchObject({ ssr: true });
    expect((reactRouterConfig as { routeDiscovery?: unknown }).routeDiscovery).toBeUndefined();
  });
});

describe("the router's navigation state, as the navigation spinner reads it", () => {
  it("is reported to a subscriber as loading in the same task as the navigation starts, and as idle when it settles", async () => {
    let finishLoading!: () => void;
    const slowData = new Promise<null>((resolve) => (finishLoading = () => resolve(null)));
    const router = createMemoryRouter(
      [
        { path: "/", element: null },
        { path: "/next", element: null, loader: () => slowData },
      ],
      { initialEntries: ["/"] },
    );
    const seen: string[] = [];
    const unsubscribe = router.subscribe((state) => seen.push(state.navigation.state));
    const navigated = router.navigate("/next");
    // useNavigationLoadingListener reads exactly this: `state.navigation.state` in `router.subscribe`.
    expect(seen, "router.subscribe no longer reports 'loading' at once: revisit useNavigationLoadingListener").toEqual(["loading"]);
    finishLoading();
    await navigated;
    expect(seen.at(-1)).toBe("idle");
    unsubscribe();
    router.dispose();
  });
});
