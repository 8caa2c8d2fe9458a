import { CrisisNotice } from "~/components/sections/crisis-notice";
import type { DangerKind } from "~/content/quizzes/quiz-model";

/** The calm first line above the crisis lines, worded for what the answer said. */
export function safetyLead(dangers: DangerKind[]): string {
  if (dangers.includes("self-harm")) {
    return "Thank you for being honest about how heavy things are. You deserve support right now, from a person, not a quiz.";
  }
  return "Thank you for telling us. Feeling afraid at home, or of someone close to you, matters more than anything this quiz can score.";
}

/**
 * Shown above the question the moment an answer signals danger, and kept there for the rest of
 * the quiz. Announced politely: it must not interrupt someone who is choosing their words.
 */
export function QuizSafetyPanel({ dangers }: { dangers: DangerKind[] }) {
  return (
    <section aria-label="Help right now" data-testid="quiz-safety" className="grid gap-3">
      <p role="status" className="rounded-2xl bg-coral-50 px-5 py-4 text-ink">
        {safetyLead(dangers)} These lines are free, confidential and open 24/7.
      </p>
      <CrisisNotice domesticViolence />
    </section>
  );
}
