import { Link } from "react-router";
import { Heading } from "~/components/ui/heading";
import { Icon } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import { quizzesToolsPage as copy, toolCards, type QuizToolCard } from "~/content/tools";

/** Every quiz, then the tools, as cards. */
export function QuizToolGrid({ quizzes }: { quizzes: QuizToolCard[] }) {
  return (
    <ul className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      {[...quizzes, ...toolCards].map((item) => (
        // A tool spans the whole row: six quizzes fill the grid, so the tool never sits alone beside empty cells.
        <li key={item.path} className={toolCards.includes(item) ? "md:col-span-2 xl:col-span-3" : undefined}>
          <Link
            to={item.path}
            className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line/80 bg-white p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0 sm:p-7"
          >
            <span className="text-sm font-semibold text-coral-700">{item.audience}</span>
            <span className="mt-2 font-display text-2xl text-ink group-hover:text-teal-800">{item.shortTitle}</span>
            <span className="mt-3 max-w-2xl flex-1 text-ink-soft">{item.purpose}</span>
            <span className="mt-5 flex flex-wrap gap-2 text-sm">
              <span className="rounded-full bg-mist px-3 py-1 font-medium text-teal-900">{item.lengthLabel}</span>
              <span className="rounded-full bg-mist px-3 py-1 font-medium text-teal-900">{copy.minutes(item.minutes)}</span>
            </span>
            <span className="mt-5 inline-flex items-center gap-2 font-semibold text-teal-800">
              {item.cta}
              <Icon name="arrow" size={18} className="transition group-hover:translate-x-0.5 motion-reduce:group-hover:translate-x-0" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What happens to a quiz's answers: nothing leaves the browser. */
export function QuizPrivacyNote() {
  const [first, ...rest] = copy.privacy;
  return (
    <Section labelledBy="privacy-heading" spacing="none" contained={false} className="bg-mist/60 py-14 sm:py-16">
      <div className="container-page grid gap-6 md:grid-cols-[auto_1fr] md:items-start">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-teal-700 shadow-soft" aria-hidden="true">
          <Icon name="lock" size={28} />
        </span>
        <div className="max-w-3xl">
          <Heading id="privacy-heading" size="panel">
            {copy.privacyHeading}
          </Heading>
          <p className="mt-3 text-lg text-ink-soft">{first}</p>
          {rest.map((text) => (
            <p key={text} className="mt-3 text-ink-soft">
              {text}
            </p>
          ))}
        </div>
      </div>
    </Section>
  );
}
