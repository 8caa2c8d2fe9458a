// `npm start`: the production server. NODE_ENV must be production before React loads,
// or react-dom runs its development build.
import { existsSync } from "node:fs";

process.env.NODE_ENV = "production";
if (!existsSync("build/express/index.js") || !existsSync("build/server/index.js")) {
  console.error("No production build found. Run `npm run build` first (the README's first command does both).");
  process.exit(1);
}
await import("../build/express/index.js");
