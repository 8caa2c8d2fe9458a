import { describe, expect, it } from "vitest";
import { quizzes } from "~/content/quizzes";
import { quizIds, type Quiz } from "~/content/quizzes/quiz-model";
import { serviceBySlug } from "~/content/services";
import { scoreQuiz, type QuizAnswers } from "./score-quiz";

const safeOptions = (quiz: Quiz) => quiz.questions.map((q) => q.options.filter((o) => !o.danger));

/** Answers that lean as far as they can towards one dimension (no danger answers). */
function leaningTowards(quiz: Quiz, dimension: string): QuizAnswers {
  const answers: Record<string, string> = {};
  quiz.questions.forEach((q, i) => {
    const weight = (o: { adds?: Readonly<Record<string, number>> }) =>
      (o.adds?.[dimension] ?? 0) * 100 - Object.entries(o.adds ?? {}).reduce((sum, [d, v]) => (d === dimension ? sum : sum + v), 0);
    const best = [...safeOptions(quiz)[i]!].sort((a, b) => weight(b) - weight(a))[0]!;
    answers[q.id] = best.id;
  });
  return answers;
}

/** Answers (no danger answers) whose points on `dimension` add up to exactly `total`, if any exist. */
function answersTotalling(quiz: Quiz, dimension: string, total: number): QuizAnswers | undefined {
  // Reachable totals after each question, with one way to get there.
  let reach = new Map<number, string[]>([[0, []]]);
  for (const options of safeOptions(quiz)) {
    const next = new Map<number, string[]>();
    for (const [sum, path] of reach) {
      for (const o of options) {
        const s = sum + (o.adds?.[dimension] ?? 0);
        if (!next.has(s)) next.set(s, [...path, o.id]);
      }
    }
    reach = next;
  }
  const path = reach.get(total);
  return path ? Object.fromEntries(quiz.questions.map((q, i) => [q.id, path[i]!])) : undefined;
}

/** A deterministic spread of ordinary answer sets: every option of every question appears. */
function spreadOfAnswers(quiz: Quiz): QuizAnswers[] {
  const longest = Math.max(...quiz.questions.map((q) => q.options.length));
  return Array.from({ length: longest * 3 }, (_, k) =>
    Object.fromEntries(quiz.questions.map((q, i) => [q.id, q.options[(k + i * (k % 3)) % q.options.length]!.id])),
  );
}

describe("every quiz", () => {
  it("is registered once per id", () => {
    expect(quizzes.map((q) => q.id).sort()).toEqual([...quizIds].sort());
  });

  for (const quiz of quizzes) {
    describe(quiz.id, () => {
      it("has 8-12 questions with distinct ids, each with at least three answers", () => {
        expect(quiz.questions.length).toBeGreaterThanOrEqual(8);
        expect(quiz.questions.length).toBeLessThanOrEqual(12);
        expect(new Set(quiz.questions.map((q) => q.id)).size).toBe(quiz.questions.length);
        for (const q of quiz.questions) {
          expect(q.options.length, q.id).toBeGreaterThanOrEqual(3);
          expect(new Set(q.options.map((o) => o.id)).size, q.id).toBe(q.options.length);
          // Every non-danger answer counts for something or is an honest neutral; danger answers add nothing.
          for (const o of q.options) if (o.danger) expect(o.adds, `${q.id}/${o.id}`).toBeUndefined();
        }
      });

      it("recommends real services, with two or three next steps per result", () => {
        for (const r of quiz.results) {
          expect(serviceBySlug(r.service), `${r.id} -> ${r.service}`).toBeDefined();
          expect(r.nextSteps.length, r.id).toBeGreaterThanOrEqual(2);
          expect(r.nextSteps.length, r.id).toBeLessThanOrEqual(3);
        }
      });

      it("can reach every result band", () => {
        const reached = new Set<string>();
        const { scoring } = quiz;
        if (scoring.kind === "highest") {
          for (const dimension of scoring.order) {
            const outcome = scoreQuiz(quiz, leaningTowards(quiz, dimension));
            expect(outcome.kind).toBe("result");
            if (outcome.kind === "result") {
              expect(outcome.result.id, `leaning towards ${dimension}`).toBe(scoring.resultFor[dimension]);
              reached.add(outcome.result.id);
            }
          }
        } else {
          let from = Number.NEGATIVE_INFINITY;
          for (const band of scoring.bands) {
            const totals = Array.from({ length: 200 }, (_, t) => t).filter((t) => t > from && t <= band.upTo);
            const answers = totals.map((t) => answersTotalling(quiz, scoring.dimension, t)).find(Boolean);
            expect(answers, `band up to ${band.upTo}`).toBeDefined();
            const outcome = scoreQuiz(quiz, answers!);
            expect(outcome.kind === "result" && outcome.result.id).toBe(band.result);
            reached.add(band.result);
            from = band.upTo;
          }
        }
        expect([...reached].sort()).toEqual(quiz.results.map((r) => r.id).sort());
      });

      it("answers every ordinary answer set with a result", () => {
        for (const answers of spreadOfAnswers(quiz)) {
          const outcome = scoreQuiz(quiz, answers);
          const hasDanger = quiz.questions.some((q) => q.options.find((o) => o.id === answers[q.id])?.danger);
          expect(outcome.kind).toBe(hasDanger ? "safety" : "result");
        }
      });

      it("shows the safety screen, never a service, whenever a danger answer is given", () => {
        const dangerous = quiz.questions.flatMap((q) => q.options.filter((o) => o.danger).map((o) => ({ q, o })));
        expect(dangerous.length).toBeGreaterThan(0);
        const backgrounds = [
          ...spreadOfAnswers(quiz),
          ...(quiz.scoring.kind === "highest" ? quiz.scoring.order.map((d) => leaningTowards(quiz, d)) : []),
        ];
        for (const { q, o } of dangerous) {
          for (const background of backgrounds) {
            const outcome = scoreQuiz(quiz, { ...background, [q.id]: o.id });
            expect(outcome, `${q.id}/${o.id}`).toEqual({ kind: "safety", dangers: expect.arrayContaining([o.danger]) });
          }
        }
      });
    });
  }
});

describe("scoreQuiz", () => {
  it("breaks ties in the order the quiz lists its dimensions", () => {
    const quiz = quizzes.find((q) => q.id === "therapy-finder")!;
    // No answers at all: every dimension is at zero, so the first listed wins.
    const outcome = scoreQuiz(quiz, {});
    expect(outcome.kind === "result" && outcome.result.id).toBe("crisis");
  });
});
