/**
 * Refuses import cycles among the project's own modules (app/, server/, scripts/, tests/), type
 * imports and lazy `import()` included: a cycle means two modules are really one, or a shared
 * piece (a type, a constant) wants a module of its own. Part of `npm run lint`.
 *
 * Imports are read and resolved by the TypeScript compiler with tsconfig.json, so `~/` paths,
 * `.tsx` files and the generated `./+types/<route>` files resolve as they do in the build.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCE_FOLDERS = ["app", "server", "scripts", "tests"];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(ROOT, "tsconfig.json");
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, configPath).options;
}

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "migrations") walk(full);
      } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
    }
  };
  for (const folder of SOURCE_FOLDERS) if (fs.existsSync(path.join(ROOT, folder))) walk(path.join(ROOT, folder));
  return files;
}

/** Each file's imports that resolve to another of the given files. */
export function importGraph(files: string[], readFile: (file: string) => string = (f) => fs.readFileSync(f, "utf8")): Map<string, string[]> {
  const options = compilerOptions();
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFile(file), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (resolved && known.has(resolved)) targets.add(resolved);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected groups of more than one module, or of one module importing itself (Tarjan). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = findCycles(importGraph(sourceFiles()));
  if (cycles.length) {
    console.error(`Import cycles (${cycles.length}): move what the modules share into a module of its own.`);
    for (const group of cycles) console.error(`  ${group.map((file) => path.relative(ROOT, file)).join(" <-> ")}`);
    process.exit(1);
  }
}
