import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration after a change to app/db/schema.ts.
// The same migrations run on PGlite and PostgreSQL at server start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./app/db/migrations",
});
