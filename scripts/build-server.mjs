// Bundles the Express server (server/index.ts and the app modules it imports) for `npm start`.
// The Markdown worker thread (app/lib/markdown-render.worker.ts) is bundled beside it.
// Packages stay external and load from node_modules; React Router's own build is imported at run time.
import { build } from "esbuild";

await build({
  entryPoints: { index: "server/index.ts", "markdown-render-worker": "app/lib/markdown-render.worker.ts" },
  outdir: "build/express",
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
