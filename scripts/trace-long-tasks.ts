// Lists a page's long main-thread tasks, and what each one spent its time on, in a Chromium trace
// taken with DevTools' 4x CPU slowdown (the slowdown Lighthouse simulates). A diagnosis tool to read
// before changing anything for Total Blocking Time; the figures are not Lighthouse's own (it
// simulates the slowdown instead of applying it), and the budget is judged by `npm run bench`.
//   npm run build && npm start                      (in another terminal)
//   npx tsx scripts/trace-long-tasks.ts http://localhost:3000/fees-and-faqs [runs]
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const url = process.argv[2];
const runs = Number(process.argv[3] ?? 1);
if (!url) {
  console.error("Usage: npx tsx scripts/trace-long-tasks.ts <page URL> [runs]");
  process.exit(1);
}

const LONG_TASK_US = 50_000;
// Trace events worth naming inside a task: script, style, layout, paint, parsing, garbage collection.
const KINDS = [
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compile",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "RunMicrotasks",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "Commit",
  "MinorGC",
  "MajorGC",
];

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur: number };

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8,loading", transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(2_500);
    await cdp.send("Tracing.end");
    await traced;
    await context.close();

    // The renderer's main thread is the one that ran the most task time.
    const busy = new Map<string, number>();
    for (const e of events) if (e.name === "RunTask" && e.ph === "X") busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
    const mainThread = [...busy].sort((a, b) => b[1] - a[1])[0]![0];
    const onMain = events.filter((e) => `${e.pid}:${e.tid}` === mainThread && e.ph === "X");
    const start = events.find((e) => e.name === "navigationStart")?.ts ?? onMain[0]!.ts;
    const fcp = events.find((e) => e.name === "firstContentfulPaint")?.ts;
    let blocking = 0;
    const rows: string[] = [];
    for (const task of onMain.filter((e) => e.name === "RunTask" && e.dur > LONG_TASK_US)) {
      const spent = new Map<string, number>();
      for (const e of onMain) {
        if (e !== task && KINDS.includes(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur) spent.set(e.name, (spent.get(e.name) ?? 0) + e.dur);
      }
      const top = [...spent]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
        .join(", ");
      if (fcp && task.ts > fcp) blocking += (task.dur - LONG_TASK_US) / 1000;
      rows.push(`  at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(task.dur / 1000)} ms  [${top}]`);
    }
    console.log(`run ${run + 1}: first contentful paint ${fcp ? Math.round((fcp - start) / 1000) : "?"} ms, blocking time after it ${Math.round(blocking)} ms`);
    console.log(rows.join("\n"));
  }
} finally {
  await browser.close();
}
