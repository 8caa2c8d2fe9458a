import type { DangerKind, Quiz, QuizOption, QuizResult } from "~/content/quizzes/quiz-model";

/**
 * Turns a visitor's answers into a result. Pure and synchronous: it runs in the browser, and
 * nothing it reads or returns is sent anywhere. An answer that signals danger always wins: the
 * outcome is then the safety screen, never a service.
 */

/** Question id to the chosen option id. */
export type QuizAnswers = Readonly<Record<string, string | undefined>>;

export type QuizOutcome = { kind: "safety"; dangers: DangerKind[] } | { kind: "result"; result: QuizResult; points: Record<string, number> };

export function chosenOptions(quiz: Quiz, answers: QuizAnswers): QuizOption[] {
  return quiz.questions.flatMap((q) => {
    const option = q.options.find((o) => o.id === answers[q.id]);
    return option ? [option] : [];
  });
}

/** The kinds of danger among the answers given so far (empty when none). */
export function dangersIn(quiz: Quiz, answers: QuizAnswers): DangerKind[] {
  const kinds = new Set<DangerKind>();
  for (const option of chosenOptions(quiz, answers)) if (option.danger) kinds.add(option.danger);
  return [...kinds];
}

export function pointsFor(quiz: Quiz, answers: QuizAnswers): Record<string, number> {
  const points: Record<string, number> = {};
  for (const option of chosenOptions(quiz, answers)) {
    for (const [dimension, value] of Object.entries(option.adds ?? {})) points[dimension] = (points[dimension] ?? 0) + value;
  }
  return points;
}

export function scoreQuiz(quiz: Quiz, answers: QuizAnswers): QuizOutcome {
  const dangers = dangersIn(quiz, answers);
  if (dangers.length > 0) return { kind: "safety", dangers };
  const points = pointsFor(quiz, answers);
  const resultId = resultIdFor(quiz, points);
  const result = quiz.results.find((r) => r.id === resultId);
  if (!result) throw new Error(`quiz ${quiz.id}: no result "${resultId}"`);
  return { kind: "result", result, points };
}

function resultIdFor(quiz: Quiz, points: Record<string, number>): string {
  const { scoring } = quiz;
  if (scoring.kind === "highest") {
    let best = scoring.order[0]!;
    for (const dimension of scoring.order) if ((points[dimension] ?? 0) > (points[best] ?? 0)) best = dimension;
    return scoring.resultFor[best]!;
  }
  const total = points[scoring.dimension] ?? 0;
  const band = scoring.bands.find((b) => total <= b.upTo) ?? scoring.bands[scoring.bands.length - 1]!;
  return band.result;
}

/** "3 of 10": the position of question `index` (0-based). */
export function progressLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}
