import { CrisisNotice } from "~/components/sections/crisis-notice";
import type { DangerKind } from "~/content/quizzes/quiz-model";
import { quizSafetyCopy as copy } from "~/content/quiz-pages";

/** The calm first line above the crisis lines, worded for what the answer said. */
export function safetyLead(dangers: DangerKind[]): string {
  if (dangers.includes("self-harm")) {
    return copy.leadSelfHarm;
  }
  return copy.leadOther;
}

/**
 * Shown above the question the moment an answer signals danger, and kept there for the rest of
 * the quiz. Announced politely: it must not interrupt someone who is choosing their words.
 */
export function QuizSafetyPanel({ dangers }: { dangers: DangerKind[] }) {
  return (
    <section aria-label={copy.panelLabel} data-testid="quiz-safety" className="grid gap-3">
      <p role="status" className="rounded-2xl bg-coral-50 px-5 py-4 text-ink">
        {safetyLead(dangers)} {copy.linesOpen}
      </p>
      <CrisisNotice domesticViolence />
    </section>
  );
}
