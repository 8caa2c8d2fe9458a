import { parentPort } from "node:worker_threads";
import { MarkdownLimitError, renderMarkdown } from "./markdown.server";

/** The Markdown worker thread: renders one job at a time for markdown-off-thread.server.ts. */
export interface RenderJob {
  id: number;
  markdown: string;
}

export type RenderAnswer =
  { ready: true } | { id: number; ok: true; html: string; wordCount: number } | { id: number; ok: false; refused: boolean; message: string };

parentPort?.on("message", ({ id, markdown }: RenderJob) => {
  let answer: RenderAnswer;
  try {
    answer = { id, ok: true, ...renderMarkdown(markdown) };
  } catch (error) {
    // A stack overflow is refused input too: the parser recursed into something too deep.
    const refused = error instanceof MarkdownLimitError || error instanceof RangeError;
    answer = { id, ok: false, refused, message: refused && error instanceof MarkdownLimitError ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage({ ready: true } satisfies RenderAnswer);
