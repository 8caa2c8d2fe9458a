import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// The specification is not in this repository: a comment or test name that says "spec 2.6" tells a
// reader nothing. State the rule itself in a few words instead.
it("no comment or test name cites the specification by section number", () => {
  const pattern = String.raw`\b[Ss]pec(ification)?('s)? ?(§|section|[0-9])|\b[Tt]he spec('s)?\b`;
  let hits = "";
  try {
    hits = execFileSync("git", ["grep", "-nE", pattern, "--", "app", "server", "scripts", "tests", ":!scripts/lint/no-spec-citations.test.ts"], {
      cwd: ROOT,
      encoding: "utf8",
    });
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  expect(hits.trim().split("\n").filter(Boolean)).toEqual([]);
});
