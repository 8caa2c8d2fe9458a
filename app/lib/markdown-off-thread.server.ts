import path from "node:path";
import { Worker } from "node:worker_threads";
import { markdownLimitProblem, MarkdownLimitError, type LibraryImages, type RenderedMarkdown } from "./markdown.server";
import type { RenderAnswer, RenderJob } from "./markdown-render.worker";

/**
 * Renders Markdown in a worker thread with a time limit, so a post that is slow to parse never
 * holds up other requests: past the limit the worker is ended (and a new one started for the
 * next job) and the caller gets MarkdownLimitError. Jobs run one at a time; a long queue is
 * refused with MarkdownBusyError rather than left to grow.
 */

/** Generous for a real post (a 7,000-character post renders in well under a second). */
export const MARKDOWN_TIME_LIMIT_MS = 5_000;
const MAX_WAITING_JOBS = 16;

export class MarkdownBusyError extends Error {
  override name = "MarkdownBusyError";
}

interface Pending {
  job: RenderJob;
  timeLimitMs: number;
  resolve: (rendered: RenderedMarkdown) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
/** The worker has loaded its modules: time limits count from here, not from its start-up. */
let workerReady = false;
let running: (Pending & { timer: NodeJS.Timeout }) | undefined;
const waiting: Pending[] = [];
let nextId = 1;

/** Sources run through tsx (tests, `npm run dev`); the production build has the worker bundled beside the server. */
function startWorker(): Worker {
  const started = import.meta.url.endsWith(".ts")
    ? new Worker(
        `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL("./markdown-render.worker.ts", import.meta.url).href)}); });`,
        { eval: true },
      )
    : new Worker(path.resolve("build/express/markdown-render-worker.js"));
  started.unref();
  started.on("message", (answer: RenderAnswer) => {
    if ("ready" in answer) {
      workerReady = true;
      startNext();
      return;
    }
    if (!running || answer.id !== running.job.id) return;
    const done = running;
    finish();
    if (answer.ok) done.resolve({ html: answer.html, wordCount: answer.wordCount, imageSources: answer.imageSources });
    else done.reject(answer.refused ? new MarkdownLimitError(answer.message || "The text could not be rendered.") : new Error(answer.message));
  });
  started.on("error", (error) => {
    const failed = running;
    const neverStarted = !workerReady;
    stopWorker();
    failed?.reject(error instanceof RangeError ? new MarkdownLimitError("The text nests formatting too deeply to show.") : error);
    // A worker that cannot even start would fail every job the same way.
    if (neverStarted) waiting.splice(0).forEach((pending) => pending.reject(error));
    startNext();
  });
  started.on("exit", () => {
    if (worker !== started) return;
    worker = undefined;
    workerReady = false;
  });
  return started;
}

/**
 * Ends the worker, for a script that is done rendering: an idle worker listening for jobs keeps
 * Node running even though it is unref'd (its message port stays active).
 */
export function stopMarkdownWorker(): void {
  stopWorker();
}

function stopWorker() {
  if (running) clearTimeout(running.timer);
  running = undefined;
  const stopping = worker;
  worker = undefined;
  workerReady = false;
  void stopping?.terminate();
}

function finish() {
  if (running) clearTimeout(running.timer);
  running = undefined;
  startNext();
}

function startNext() {
  if (running || !waiting.length) return;
  worker ??= startWorker();
  if (!workerReady) return;
  const next = waiting.shift()!;
  const timer = setTimeout(() => {
    stopWorker();
    next.reject(new MarkdownLimitError("The text takes too long to render. Simplify its formatting (nested emphasis, links or lists) and try again."));
    startNext();
  }, next.timeLimitMs);
  running = { ...next, timer };
  worker.postMessage(next.job);
}

/** renderMarkdown, off the main thread and within a time limit. Input past the limits is refused at once. */
export function renderMarkdownOffThread(
  markdown: string,
  { timeLimitMs = MARKDOWN_TIME_LIMIT_MS, images }: { timeLimitMs?: number; images?: LibraryImages } = {},
): Promise<RenderedMarkdown> {
  const problem = markdownLimitProblem(markdown);
  if (problem) return Promise.reject(new MarkdownLimitError(problem));
  if (waiting.length >= MAX_WAITING_JOBS) return Promise.reject(new MarkdownBusyError("Many posts are being rendered just now. Please try again in a moment."));
  return new Promise((resolve, reject) => {
    waiting.push({ job: { id: nextId++, markdown, images }, timeLimitMs, resolve, reject });
    startNext();
  });
}
