import type { Quiz } from "~/content/quizzes/quiz-model";
import { QUESTION_LIST_ID } from "./quiz-start";
import { Icon } from "~/components/ui/icons";
import { quizQuestionListCopy as copy } from "~/content/quiz-pages";

/**
 * Every question and its answers as a plain list, in a native disclosure: a visitor can read the
 * whole quiz before starting, and without JavaScript it is the quiz, to think over or bring to a
 * Vibe Check. The start link points here, so it opens the list when the runner is not running.
 */
export function QuizQuestionList({ quiz }: { quiz: Quiz }) {
  return (
    <details id={QUESTION_LIST_ID} className="group mt-6 rounded-[var(--radius-card)] border border-line/80 bg-white/70 px-6 sm:px-8">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {/* Reads right before the quiz and beside a result alike. */}
        {copy.summary(quiz.questions.length)}
        <Icon
          name="plus"
          size={20}
          strokeWidth={2}
          className="text-teal-700 transition-transform duration-200 group-open:rotate-45 motion-reduce:transition-none"
        />
      </summary>
      <ol className="grid gap-6 pt-2 pb-8">
        {quiz.questions.map((question, i) => (
          <li key={question.id}>
            <p className="font-semibold text-ink">
              {i + 1}. {question.prompt}
            </p>
            {question.hint ? <p className="mt-1 text-sm text-ink-soft">{question.hint}</p> : null}
            <ul className="mt-2 grid gap-1 pl-5 text-ink-soft">
              {question.options.map((option) => (
                <li key={option.id} className="list-[circle]">
                  {option.label}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}
