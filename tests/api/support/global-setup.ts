import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, migrationsFolder, wrapPglite } from "../../../app/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite folder that API tests copy: a fresh PGlite takes seconds to initialise. */
    pgliteTemplateDir: string;
  }
}

/**
 * Initialises one PGlite database with every migration, once per migration set, and keeps it in
 * the temp folder for later runs. Each test copies it (about a second) instead of running initdb.
 */
export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) {
    // CI must run every suite: a PostgreSQL suite skipped there is a failure, not a quiet pass.
    if (process.env.CI) throw new Error("TEST_DATABASE_URL is not set: CI runs the PostgreSQL tests too (is PostgreSQL answering on 127.0.0.1:5432?)");
    console.warn("\n*** PostgreSQL tests SKIPPED: only PGlite ran. Set TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test to run both. ***\n");
  }
  const folder = migrationsFolder();
  const hash = createHash("sha256");
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith(".sql"))
    .sort())
    hash.update(file).update(readFileSync(path.join(folder, file)));
  hash.update(readFileSync(path.join(folder, "meta", "_journal.json")));
  hash.update(JSON.parse(readFileSync("node_modules/@electric-sql/pglite/package.json", "utf8")).version as string);
  const key = hash.digest("hex").slice(0, 16);
  const templateDir = path.join(os.tmpdir(), `millennial-life-pglite-template-${key}`);
  if (!existsSync(path.join(templateDir, "PG_VERSION"))) {
    const building = mkdtempSync(path.join(os.tmpdir(), "millennial-life-pglite-building-"));
    const handle = wrapPglite(await createPglite(building));
    await handle.migrate();
    await handle.close();
    try {
      renameSync(building, templateDir);
    } catch {
      // Another run finished first: use theirs.
      rmSync(building, { recursive: true, force: true });
    }
  }
  project.provide("pgliteTemplateDir", templateDir);
}
