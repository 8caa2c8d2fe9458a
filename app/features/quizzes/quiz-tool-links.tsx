import { Link } from "react-router";
import type { QuizToolCard } from "~/content/tools";
import { quizToolLinksCopy as copy } from "~/content/quiz-cards";

/** Every quiz and tool as a compact link, tools (after the quizzes) across the full width. */
export function QuizToolLinks({ quizzes, tools }: { quizzes: QuizToolCard[]; tools: QuizToolCard[] }) {
  const items = [...quizzes.map((card) => ({ card, tool: false })), ...tools.map((card) => ({ card, tool: true }))];
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={copy.label}>
      {items.map(({ card, tool }) => (
        <li key={card.path} className={tool ? "sm:col-span-2" : undefined}>
          <Link
            to={card.path}
            className={`group flex h-full min-h-16 flex-col justify-center rounded-2xl px-5 py-3.5 shadow-soft ${tool ? "bg-coral-50 hover:bg-coral-100" : "bg-white hover:bg-teal-50"}`}
          >
            <span className="font-semibold text-ink group-hover:text-teal-800">
              {card.shortTitle}
              {tool ? <span className="font-normal text-ink-soft">: {card.purpose}</span> : null}
            </span>
            <span className="mt-0.5 text-sm text-ink-soft">
              {card.lengthLabel} · {copy.minutes(card.minutes)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
