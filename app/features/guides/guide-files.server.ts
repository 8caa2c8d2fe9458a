import { readFileSync } from "node:fs";
import path from "node:path";

/** What the build wrote for one guide's PDF (scripts/build-guides.ts). */
export interface GuideFile {
  bytes: number;
  pages: number;
}

export const GUIDE_MANIFEST = "guides/manifest.json";

let cache: Record<string, GuideFile> | null = null;

/**
 * Size and page count of each built PDF, for the download buttons. Empty when the PDFs have not
 * been built (a dev server before `npm run build:guides`): the pages then leave the figures out.
 */
export function builtGuideFiles(clientDir = path.resolve("build/client")): Record<string, GuideFile> {
  if (cache) return cache;
  try {
    const parsed = JSON.parse(readFileSync(path.join(clientDir, GUIDE_MANIFEST), "utf8")) as Record<string, GuideFile>;
    cache = parsed;
    return parsed;
  } catch {
    return {};
  }
}
