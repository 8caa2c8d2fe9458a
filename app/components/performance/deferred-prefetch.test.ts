import { describe, expect, it } from "vitest";
import { prefetchTargets } from "./deferred-prefetch";

type Routes = Parameters<typeof prefetchTargets>[1];
type Manifest = Parameters<typeof prefetchTargets>[2];

const manifest = {
  routes: {
    root: { id: "root", module: "/assets/root.js", imports: ["/assets/shared.js"] },
    "routes/team": {
      id: "routes/team",
      parentId: "root",
      path: "team",
      module: "/assets/team.js",
      imports: ["/assets/shared.js", "/assets/card.js"],
      hasLoader: true,
    },
    "routes/legal": { id: "routes/legal", parentId: "root", path: "privacy-policy", module: "/assets/legal.js", imports: [] },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: "/assets/not-found.js", imports: [] },
  },
} as unknown as Manifest;

const route = (id: string, path?: string, children?: Routes) => ({ id, path, children });

describe("prefetchTargets", () => {
  const routes = [
    route("root", "/", [route("routes/team", "team"), route("routes/legal", "privacy-policy"), route("routes/not-found", "*")]),
  ] as unknown as Routes;

  it("lists the module files of every route the page matches, once each, and its loader data", () => {
    expect(prefetchTargets("/team", routes, manifest)).toEqual({
      modules: ["/assets/root.js", "/assets/shared.js", "/assets/team.js", "/assets/card.js"],
      data: "/team.data",
    });
  });

  it("asks for no data when no route of the page has a loader", () => {
    expect(prefetchTargets("/privacy-policy", routes, manifest)?.data).toBeNull();
  });

  it("answers null while the page's route is not discovered yet, instead of preloading the 404 page", () => {
    const undiscovered = [route("root", "/", [route("routes/not-found", "*")])] as unknown as Routes;
    expect(prefetchTargets("/team", undiscovered, manifest)).toBeNull();
  });
});
