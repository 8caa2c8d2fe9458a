// Bundles the Express server (server/index.ts and the app modules it imports) for `npm start`.
// Packages stay external and load from node_modules; React Router's own build is imported at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/express/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  alias: { "~": "./app" },
  logLevel: "warning",
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
