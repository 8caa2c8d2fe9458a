import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/** One message of the Nu HTML Checker. */
export interface VnuMessage {
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

/** The checker's jar, from the `vnu-jar` package. */
export function vnuJarPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
}

/**
 * Runs the Nu HTML Checker once over all the files (one JVM start: it is slow) and returns its
 * errors. Needs `java` on the PATH (`npm test` installs Debian's when it is missing).
 */
export function vnuErrors(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-Xss4m", "-jar", vnuJarPath(), "--errors-only", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // Exit status 1 means "errors found"; anything else without a JSON report is a failure to run.
        let report: { messages?: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[] };
        try {
          report = JSON.parse(stderr);
        } catch {
          reject(new Error(`The Nu HTML Checker did not run: ${error?.message ?? ""}\n${stderr}`));
          return;
        }
        resolve(
          (report.messages ?? [])
            .filter((m) => m.type === "error" || m.type === "non-document-error")
            .map((m) => ({ file: m.url ? decodeURIComponent(new URL(m.url).pathname) : "", line: m.lastLine, message: m.message, extract: m.extract })),
        );
      },
    );
  });
}
