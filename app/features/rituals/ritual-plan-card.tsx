import { startTransition, useEffect, useState, type ReactNode, type Ref } from "react";
import { Icon } from "~/components/ui/icons";
import { ritualPlanCopy as words } from "~/content/rituals";
import { ritualPlanText, type RitualPlan } from "./build-ritual";
import { icsFileName, ritualIcs } from "./ritual-ics";
import { buttonVariants } from "~/components/ui/button";

const action = buttonVariants({ variant: "secondary", className: "cursor-pointer" });

/**
 * The couple's plan, laid out to print on one page (app.css hides the rest of the page for
 * print). Print, copy and the calendar file need the page's script, so they appear once it runs.
 */
export function RitualPlanCard({ plan, headingRef }: { plan: RitualPlan; headingRef?: Ref<HTMLHeadingElement> }) {
  const [live, setLive] = useState(false);
  const [status, setStatus] = useState("");
  useEffect(() => startTransition(() => setLive(true)), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ritualPlanText(plan));
      setStatus(words.copied);
    } catch {
      setStatus(words.copyFailed);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([ritualIcs(plan)], { type: "text/calendar;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = icsFileName(plan);
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser a moment to start the download before the address is released.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(words.downloaded);
  };

  return (
    <article
      className="ritual-plan rounded-[var(--radius-card)] border border-line/80 bg-white p-6 shadow-soft sm:p-9"
      data-testid="ritual-plan"
      aria-labelledby="ritual-plan-name"
    >
      <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{words.eyebrow}</p>
      <h2
        id="ritual-plan-name"
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 scroll-mt-28 font-display text-[clamp(1.8rem,1.4rem+1.6vw,2.6rem)] leading-tight text-ink outline-none"
      >
        {plan.name}
      </h2>
      <p className="mt-3 flex items-start gap-2 font-semibold text-teal-900">
        <Icon name="calendar" size={20} className="mt-0.5 text-teal-700" />
        {plan.when}
      </p>
      <dl className="ritual-plan-parts mt-6 grid gap-5">
        <Part term={words.parts.what}>
          {plan.what}
          {plan.addOn ? ` ${plan.addOn}` : ""}
        </Part>
        <Part term={words.parts.opener}>{plan.opener}</Part>
        <Part term={words.parts.stretch}>{plan.stretch}</Part>
        <Part term={words.parts.planning}>{plan.planning}</Part>
      </dl>
      <p className="mt-6 text-sm text-ink-soft">{words.groundRules}</p>
      {live ? (
        <div className="mt-7 flex flex-wrap gap-3 print:hidden">
          <button type="button" onClick={() => window.print()} className={action}>
            {words.print}
          </button>
          <button type="button" onClick={() => void copy()} className={action}>
            {words.copy}
          </button>
          <button type="button" onClick={download} className={action} data-testid="ritual-ics">
            <Icon name="calendar" size={18} />
            {words.addToCalendar}
          </button>
        </div>
      ) : null}
      <p role="status" className="mt-3 min-h-6 text-sm text-teal-900 print:hidden">
        {status}
      </p>
      <p className="hidden text-sm text-ink-soft print:block">{words.printFooter}</p>
    </article>
  );
}

function Part({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-l-4 border-teal-100 pl-4">
      <dt className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{term}</dt>
      <dd className="mt-1 leading-relaxed text-ink">{children}</dd>
    </div>
  );
}
