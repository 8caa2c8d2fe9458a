import { ButtonLink } from "~/components/ui/button";
import { teamNoMatch } from "~/content/team-page";

/** Shown when no clinician matches both filters. */
export function TeamNoMatch() {
  return (
    <section className="container-page py-14">
      <div className="mx-auto max-w-2xl rounded-[var(--radius-card)] border border-line bg-white p-8 text-center shadow-soft">
        <p className="font-display text-2xl text-ink">{teamNoMatch.title}</p>
        <p className="mt-3 text-ink-soft">{teamNoMatch.text}</p>
        <ButtonLink to="/team" preventScrollReset variant="secondary" className="mt-6">
          {teamNoMatch.link}
        </ButtonLink>
      </div>
    </section>
  );
}
