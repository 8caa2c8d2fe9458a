import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/** Modules the root layout imports, so every page loads them already (see codeSplitting below); never one it loads later (the custom cursor). */
const SHELL_MODULES =
  /\/app\/(components\/layout\/(?!custom-cursor\.)|components\/ui\/(button|heading|section|icons|spinner|social-icon|marked-list)\.|components\/sections\/section-heading\.|components\/performance\/(lazy-island|render-later|static-svg|first-hydration)\.|content\/(site|navigation|product-names|practice-contact)\.|lib\/(nonce|seo|public-config|react-router-internals)\.|features\/consent\/consent-store\.)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Small inline assets save a request on a slow phone connection.
    assetsInlineLimit: 2048,
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    // BUILD_NO_MINIFY=1 keeps function names readable in a performance profile.
    minify: process.env.BUILD_NO_MINIFY !== "1",
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The page shell every route renders (layout, primitives, site facts): one chunk
              // instead of some thirty small ones, each with its own imports and exports.
              name: "shell",
              test: (id: string) => SHELL_MODULES.test(id.replaceAll("\\", "/")),
            },
          ],
        },
      },
    },
  },
  ssr: {
    // PGlite finds its .data/.wasm files next to its own module; bundling it breaks that.
    external: ["@electric-sql/pglite", "pg", "nodemailer", "pino"],
  },
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "radix-ui",
      "react-hook-form",
      "zod",
      "@hookform/resolvers/zod",
      "embla-carousel-react",
      "embla-carousel-autoplay",
    ],
  },
});
