import { lazy, Suspense, useEffect, useRef } from "react";
import { whenNearViewport } from "~/components/performance/when-near-viewport";
import type { QuizPageData } from "./quiz-page-data";
import { QuizStart } from "./quiz-start";

// The runner's code stays out of the page's first load. The server renders it (its first screen
// is the start screen); in the browser it loads once the quiz is near the screen, which on a quiz
// page is at once. Until then the server's markup stays as it is and "Start" is a plain link.
let requestRunner: () => void = () => {};
const runnerRequested = new Promise<void>((resolve) => (requestRunner = resolve));
const QuizRunner = lazy(() => (typeof window === "undefined" ? import("./quiz-runner") : runnerRequested.then(() => import("./quiz-runner"))));

export function LazyQuizRunner({ data }: { data: QuizPageData }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? whenNearViewport(ref.current, requestRunner) : undefined), []);
  return (
    // Session recordings (only ever with analytics consent) see none of a quiz's text.
    <div ref={ref} id="quiz" className="scroll-mt-28" data-clarity-mask="True" data-testid="quiz-runner">
      <Suspense fallback={<QuizStart quiz={data.quiz} />}>
        <QuizRunner data={data} />
      </Suspense>
    </div>
  );
}
