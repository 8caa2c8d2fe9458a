import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

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
