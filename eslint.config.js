// The lint that keeps the architecture honest (run by `npm run lint`, part of `npm test`).
// Besides the usual TypeScript, hooks and accessibility rules it enforces which folder may import
// which (eslint-plugin-boundaries); scripts/lint/check-import-cycles.ts refuses import cycles.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of the app, each a folder. Imports flow one way:
 * app shell → routes → features → components / content / lib → db.
 * A feature folder is one element per capability, so one feature importing another is an import
 * between two elements and is refused like any other arrow not listed below.
 */
const elements = [
  { type: "route", pattern: "app/routes", partialMatch: false },
  { type: "feature", pattern: "app/features/*", capture: ["feature"], partialMatch: false },
  // The admin's building blocks (fields, tables, small buttons): for admin screens, apart from the public primitives.
  { type: "admin-component", pattern: "app/components/admin", partialMatch: false },
  { type: "component", pattern: "app/components", partialMatch: false },
  { type: "content", pattern: "app/content", partialMatch: false },
  { type: "lib", pattern: "app/lib", partialMatch: false },
  { type: "db", pattern: "app/db", partialMatch: false },
  { type: "asset", pattern: "app/fonts", partialMatch: false },
  // What is left at the top of app/: root.tsx, the entry files, the route table, app.css.
  { type: "app-shell", pattern: "app", partialMatch: false },
  { type: "server", pattern: "server", partialMatch: false },
  { type: "script", pattern: "scripts", partialMatch: false },
  { type: "test", pattern: "tests", partialMatch: false },
];

/** tailwind-merge alone would push the homepage over its first-load budget. */
const tailwindMerge = {
  name: "tailwind-merge",
  message:
    "tailwind-merge weighs more than the homepage's room in the first-load budget: join classes with `classes` (app/components/ui/variants.ts) and declare variants as tables, as the primitives do.",
};

/**
 * React Router's internals (its `UNSAFE_*` exports) are read in one module, the adapter, so an
 * upgrade that changes them has one file to revisit and one contract test that says so (decision 0026).
 */
const reactRouterAdapter = "app/lib/react-router-internals.ts";
const reactRouterPackage = "/^@?react-router/";
const reactRouterInternals = [
  {
    selector: `ImportDeclaration[source.value=${reactRouterPackage}] > ImportSpecifier[imported.name=/^UNSAFE_/]`,
    message: `React Router's UNSAFE_* exports are read only in ${reactRouterAdapter}: export what you need from there.`,
  },
  {
    selector: `ExportNamedDeclaration[source.value=${reactRouterPackage}] > ExportSpecifier[local.name=/^UNSAFE_/]`,
    message: `React Router's UNSAFE_* exports are read only in ${reactRouterAdapter}: export what you need from there.`,
  },
  {
    selector: `:matches(ImportDeclaration[source.value=${reactRouterPackage}] > ImportNamespaceSpecifier, ExportAllDeclaration[source.value=${reactRouterPackage}], ImportExpression[source.value=${reactRouterPackage}])`,
    message: "Import React Router's exports by name, so lint can see that none is UNSAFE_* (those are read only in the adapter).",
  },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const layers = ["app-shell", "route", "feature", "admin-component", "component", "content", "lib", "db", "asset", "server", "script", "test"];

/** Who may import whom; anything not allowed here is an error. */
const policies = [
  { from: { element: { type: "app-shell" } }, allow: to("app-shell", "route", "feature", "component", "content", "lib", "db", "asset") },
  { from: { element: { type: "route" } }, allow: to("feature", "admin-component", "component", "content", "lib", "db", "asset") },
  { from: { element: { type: "feature" } }, allow: to("admin-component", "component", "content", "lib", "db") },
  { from: { element: { type: "component" } }, allow: to("content", "lib") },
  { from: { element: { type: "admin-component" } }, allow: to("component", "content", "lib") },
  // Content (the practice's facts and words) is the bottom: it imports nothing of the app, lib may read it.
  { from: { element: { type: "lib" } }, allow: to("content") },
  // A shared server service every feature may use (the media library) reads and writes its own
  // tables: a lib *.server module may reach the database layer; browser code in lib still may not.
  { from: { element: { type: "lib" }, file: { path: "**/*.server.{ts,tsx}" } }, allow: to("db") },
  // The server wires the app together: it may use the database, features' server modules, lib and
  // content, never the page layer (routes, components) except through the React Router build.
  { from: { element: { type: "server" } }, allow: to("feature", "content", "lib", "db") },
  { from: { element: { types: { anyOf: ["script", "test"] } } }, allow: to(...layers) },
  // A unit test sits beside its code but may reach whatever it checks the code against.
  { from: { file: { categories: "test" } }, allow: to(...layers) },
  // The route table is data (type-only imports): pages, the sitemap, robots.txt and the server read it.
  {
    from: { element: { types: { anyOf: ["route", "feature", "lib", "server"] } } },
    allow: { to: { file: { categories: "route-table" } } },
  },
  // `*.server.ts` holds secrets and database access: code that also runs in the browser (anything
  // in components, content, lib, or a feature's non-server module) must not import it. Routes may:
  // React Router strips their loaders and actions from the client bundle.
  {
    from: { element: { types: { anyOf: ["feature", "admin-component", "component", "content", "lib"] } }, file: { path: "**/!(*.server|*.test).{ts,tsx}" } },
    disallow: { to: { file: { categories: "server-only" } } },
    message: "A module that can run in the browser must not import a *.server module.",
  },
  // The admin's building blocks are for admin screens: a public component never reaches them, so no public page carries them.
  {
    from: { element: { type: "component" } },
    disallow: to("admin-component"),
    message: "A public component must not import the admin's building blocks (app/components/admin).",
  },
];

export default tseslint.config(
  {
    ignores: ["build/**", "data/**", "test-results/**", "playwright-report/**", ".react-router/**", "node_modules/**", "public/**", "app/db/migrations/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // `typeof import("./module")` names a lazily loaded module's type without importing it.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      "react-hooks/exhaustive-deps": "error",
      "react-hooks/set-state-in-effect": "error",
      "react-hooks/refs": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // What app code imports may land in every page's first load, which has a hard budget (decision 0003).
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [tailwindMerge] }] },
  },
  {
    // A route module is imports, loader/action, meta and a page made of sections: short, typed by
    // React Router's generated `./+types/<route>`, deferring a block with a section's `deferred` prop.
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: 200 }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            tailwindMerge,
            {
              name: "react-router",
              importNames: ["MetaFunction", "LoaderFunctionArgs", "ActionFunctionArgs", "LinksFunction", "HeadersFunction"],
              message: 'Type a route with its generated types: `import type { Route } from "./+types/<route>"` (Route.MetaArgs, Route.LoaderArgs, ...).',
            },
            {
              name: "~/components/performance/render-later",
              message: "Defer a block with the `deferred` prop of Section (or of the section component), not a hand-placed RenderLater.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: [reactRouterAdapter],
    rules: { "no-restricted-syntax": ["error", ...reactRouterInternals] },
  },
  {
    // Tests read parsed JSON (JSON-LD blocks, API answers) whose shape is the very thing they assert.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // eslint-module-utils loads import resolvers with require(), so the resolver is CommonJS.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.{ts,mjs}", "tests/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { "./scripts/lint/ts-resolver.cjs": {} },
      "boundaries/elements": elements,
      "boundaries/files": [
        { category: "test", pattern: "**/*.test.{ts,tsx}" },
        { category: "route-table", pattern: "app/routes.ts" },
        { category: "server-only", pattern: "**/*.server.{ts,tsx}" },
      ],
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies }],
      "boundaries/no-unknown-files": "error",
    },
  },
);
