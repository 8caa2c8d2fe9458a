import { describe, expect, it } from "vitest";
import { quizzes } from "~/content/quizzes";
import type { Quiz } from "~/content/quizzes/quiz-model";
import { serviceBySlug } from "~/content/services";
import { scoreQuiz, type QuizAnswers } from "./score-quiz";

/**
 * Where a quiz sends people must agree with the page it sends them to: nobody in the first days
 * of a crisis goes to a program whose page says that belongs elsewhere, and no quiz that never
 * asks about race sends anyone to a service for BIPOC clients only.
 */

const byId = (id: string): Quiz => quizzes.find((q) => q.id === id)!;

/** A seeded pseudo-random generator, so a failure can be repeated. */
function random(seed: number): () => number {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Many answer sets without danger answers, some of them fixed. */
function sampleAnswers(quiz: Quiz, fixed: Record<string, string>, count: number): QuizAnswers[] {
  const next = random(32);
  return Array.from({ length: count }, () =>
    Object.fromEntries(
      quiz.questions.map((q) => {
        const options = q.options.filter((o) => !o.danger);
        return [q.id, fixed[q.id] ?? options[Math.floor(next() * options.length)]!.id];
      }),
    ),
  );
}

const bipocOnly = (slug: string) => /\bfor BIPOC\b/.test(serviceBySlug(slug)!.summary);

describe("quiz routes", () => {
  it("never sends a crisis of the last few days to a page that says it belongs elsewhere", () => {
    const quiz = byId("crisis-check");
    const recent = quiz.questions.flatMap((q) => q.options.filter((o) => /last few days/i.test(o.label)).map((o) => [q.id, o.id] as const));
    expect(recent.length).toBeGreaterThan(0);
    for (const [question, option] of recent) {
      for (const answers of sampleAnswers(quiz, { [question]: option, "what-happened": "affair" }, 400)) {
        const outcome = scoreQuiz(quiz, answers);
        if (outcome.kind !== "result") continue;
        const service = serviceBySlug(outcome.result.service)!;
        expect(service.slug).not.toBe("repair");
        expect(service.betterFits.map((b) => b.text).join(" "), service.slug).not.toMatch(/last few days/);
      }
    }
  });

  it("sends nobody to a BIPOC-only service from a quiz that never asks about race", () => {
    for (const id of ["self-discovery", "crisis-check", "therapy-finder", "digital-detox", "premarital-readiness"]) {
      for (const r of byId(id).results) expect(bipocOnly(r.service), `${id}: ${r.id} -> ${r.service}`).toBe(false);
    }
  });
});
