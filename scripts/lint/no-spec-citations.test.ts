import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SELF = path
  .relative(ROOT, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join("/");

/** What is read: the code, the tests, the scripts and the documentation, as they are on disk. */
const ROOTS = ["app", "server", "scripts", "tests", "docs", "README.md"];
const EXTENSIONS = new Set([".md", ".ts", ".tsx", ".mjs", ".js", ".css"]);
/** Installed, built or generated: not written by us. */
const SKIPPED_DIRECTORIES = new Set(["node_modules", "build", ".git", "test-results", "playwright-report", ".react-router"]);

/**
 * The specification, the issues and the design notes are not in this repository: a comment, a test
 * name or a document that says "spec 2.6", "issue 4" or "DESIGN.md" tells a reader nothing. State
 * the rule or the fact itself in a few words instead. A bare "spec's" is left alone: Playwright
 * calls its test files specs.
 */
const CITATIONS: { what: string; pattern: RegExp }[] = [
  { what: "a section of the specification", pattern: /\b[Ss]pec(ification)?('s)? ?\(?(§|section|[0-9])/ },
  { what: "the specification", pattern: /\b[Tt]he spec(ification)?('s)?\b/ },
  { what: "a section sign", pattern: /§/ },
  { what: "an issue number", pattern: /\b[Ii]ssues? #?[0-9]+/ },
  { what: "a document outside the repository", pattern: /DESIGN\.md|BRAND\.md|STACK-NOTES|\.\.\/shared\b/ },
];

function* filesUnder(relative: string): Generator<string> {
  const absolute = path.join(ROOT, relative);
  let entries;
  try {
    entries = readdirSync(absolute, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") {
      yield relative;
      return;
    }
    throw error;
  }
  for (const entry of entries) {
    const child = `${relative}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) yield* filesUnder(child);
    } else if (entry.isFile() && EXTENSIONS.has(path.extname(entry.name))) {
      yield child;
    }
  }
}

function citationsIn(file: string): string[] {
  const hits: string[] = [];
  readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .forEach((line, index) => {
      const found = CITATIONS.find(({ pattern }) => pattern.test(line));
      if (found) hits.push(`${file}:${index + 1}: ${line.trim()}  (cites ${found.what})`);
    });
  return hits;
}

it("no comment, test name or document cites the specification, an issue or a document outside the repository", () => {
  const files = ROOTS.flatMap((root) => [...filesUnder(root)]).filter((file) => file !== SELF);
  // A walk that finds nothing would pass for the wrong reason.
  expect(files).toContain("README.md");
  expect(files.some((file) => file.startsWith("docs/decisions/"))).toBe(true);
  expect(files.some((file) => file.startsWith("app/routes/"))).toBe(true);

  const hits = files.flatMap(citationsIn);
  expect(hits, `State the rule or fact itself instead of citing it:\n${hits.join("\n")}`).toEqual([]);
});

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

function anchorsIn(file: string): Set<string> {
  const headings = readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .filter((line) => /^#{1,6} /.test(line));
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ""))));
}

it("every link in README and docs/ leads to a file (and heading) of the repository", () => {
  const documents = [...filesUnder("docs"), "README.md"].filter((file) => file.endsWith(".md"));
  const broken: string[] = [];
  for (const file of documents) {
    // Code blocks hold commands and examples, not links.
    const text = readFileSync(path.join(ROOT, file), "utf8").replace(/```[\s\S]*?```/g, "");
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target!)) continue;
      const [relative, anchor] = target!.split("#");
      const resolved = relative ? path.posix.join(path.posix.dirname(file), relative) : file;
      if (!existsSync(path.join(ROOT, resolved))) broken.push(`${file}: ${target} (no such file)`);
      else if (anchor && resolved.endsWith(".md") && !anchorsIn(resolved).has(anchor)) broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  expect(broken, `Links that lead nowhere:\n${broken.join("\n")}`).toEqual([]);
});
