import { parentPort } from "node:worker_threads";
import { MarkdownLimitError, renderMarkdown, type LibraryImages } from "./markdown.server";

/** The Markdown worker thread: renders one job at a time for markdown-off-thread.server.ts. */
export interface RenderJob {
  id: number;
  markdown: string;
  images?: LibraryImages;
}

export type RenderAnswer =
  | { ready: true }
  | { id: number; ok: true; html: string; wordCount: number; imageSources: string[] }
  | { id: number; ok: false; refused: boolean; message: string };

parentPort?.on("message", ({ id, markdown, images }: RenderJob) => {
  let answer: RenderAnswer;
  try {
    answer = { id, ok: true, ...renderMarkdown(markdown, { images }) };
  } catch (error) {
    // A stack overflow is refused input too: the parser recursed into something too deep.
    const refused = error instanceof MarkdownLimitError || error instanceof RangeError;
    answer = { id, ok: false, refused, message: refused && error instanceof MarkdownLimitError ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage({ ready: true } satisfies RenderAnswer);
