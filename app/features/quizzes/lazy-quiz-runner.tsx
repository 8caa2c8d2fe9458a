import { useRef } from "react";
import { lazyIsland } from "~/components/performance/lazy-island";
import type { QuizPageData } from "./quiz-page-data";
import { QuizStart } from "./quiz-start";

// The runner's code stays out of the page's first load. The server renders it (its first screen
// is the start screen); in the browser it loads once the quiz is near the screen, which on a quiz
// page is at once. Until then the server's markup stays as it is and "Start" is a plain link.
const QuizRunner = lazyIsland(() => import("./quiz-runner"), { when: "visible", ssr: true });

export function LazyQuizRunner({ data }: { data: QuizPageData }) {
  const ref = useRef<HTMLDivElement>(null);
  QuizRunner.useTrigger(ref);
  return (
    // Session recordings (only ever with analytics consent) see none of a quiz's text.
    <div ref={ref} id="quiz" className="scroll-mt-28" data-clarity-mask="True" data-testid="quiz-runner">
      <QuizRunner data={data} fallback={<QuizStart quiz={data.quiz} />} />
    </div>
  );
}
