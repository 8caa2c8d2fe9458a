import { startTransition, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  budgetLabels,
  plannerLabels,
  ritualBudgets,
  ritualPlanners,
  ritualTimes,
  ritualWants,
  timeLabels,
  wantLabels,
  weekdayLabels,
  weekdays,
} from "~/content/ritual-ideas";
import { ritualCreatorCopy as copy } from "~/content/rituals";
import { buildRitual, MAX_WANTS, parseRitualChoices, type RitualChoices, type RitualPlan } from "./build-ritual";
import { RitualPlanCard } from "./ritual-plan-card";
import { Button } from "~/components/ui/button";

export const RITUAL_DEFAULTS: Omit<RitualChoices, "wants"> & { wants: RitualChoices["wants"] } = {
  time: "60",
  wants: [],
  budget: "free",
  planner: "together",
  day: "sunday",
  start: "19:00",
};

const WANTS_ERROR = copy.wantsError(MAX_WANTS);

/**
 * The ritual creator: a native form (GET to this page, so it works before and without
 * JavaScript: the server builds the same plan from the address) that, once the page runs,
 * builds the plan right here instead, without touching the address.
 */
export function RitualCreator({ initial, initialPlan, invalid }: { initial: RitualChoices; initialPlan: RitualPlan | null; invalid: boolean }) {
  const [plan, setPlan] = useState<RitualPlan | null>(initialPlan);
  const [error, setError] = useState(invalid ? WANTS_ERROR : "");
  const planHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current && plan) planHeading.current?.focus();
  }, [plan]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choices = parseRitualChoices(new FormData(event.currentTarget));
    if (!choices) {
      setError(WANTS_ERROR);
      event.currentTarget.querySelector<HTMLInputElement>("input[name=want]")?.focus();
      return;
    }
    setError("");
    moved.current = true;
    startTransition(() => setPlan(buildRitual(choices)));
  };

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
      <form method="get" action="/ritual-creator" onSubmit={submit} noValidate className="grid gap-7 print:hidden" data-testid="ritual-form">
        <Choices legend={copy.timeLegend}>
          {ritualTimes.map((t) => (
            <Choice key={t} type="radio" name="time" value={t} defaultChecked={initial.time === t} label={timeLabels[t].label} />
          ))}
        </Choices>
        <Choices legend={copy.wantsLegend} hint={copy.wantsHint(MAX_WANTS)} error={error}>
          {ritualWants.map((w) => (
            <Choice
              key={w}
              type="checkbox"
              name="want"
              value={w}
              defaultChecked={initial.wants.includes(w)}
              label={wantLabels[w].label}
              hint={wantLabels[w].hint}
            />
          ))}
        </Choices>
        <Choices legend={copy.budgetLegend}>
          {ritualBudgets.map((b) => (
            <Choice key={b} type="radio" name="budget" value={b} defaultChecked={initial.budget === b} label={budgetLabels[b]} />
          ))}
        </Choices>
        <Choices legend={copy.plannerLegend}>
          {ritualPlanners.map((p) => (
            <Choice key={p} type="radio" name="planner" value={p} defaultChecked={initial.planner === p} label={plannerLabels[p]} />
          ))}
        </Choices>
        <fieldset className="min-w-0">
          <legend className="font-display text-xl text-ink">{copy.whenLegend}</legend>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <label className="grid gap-1.5 text-sm font-semibold text-ink">
              {copy.dayLabel}
              <select name="day" defaultValue={initial.day} className="min-h-12 rounded-xl border-2 border-line bg-white px-3 text-base font-normal">
                {weekdays.map((d) => (
                  <option key={d} value={d}>
                    {weekdayLabels[d]}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1.5 text-sm font-semibold text-ink">
              {copy.timeLabel}
              <input
                type="time"
                name="start"
                defaultValue={initial.start}
                required
                className="min-h-12 rounded-xl border-2 border-line bg-white px-3 text-base font-normal"
              />
            </label>
          </div>
        </fieldset>
        <div>
          <Button type="submit">{copy.submit}</Button>
        </div>
      </form>
      <div className="lg:sticky lg:top-28">
        {plan ? (
          <RitualPlanCard plan={plan} headingRef={planHeading} />
        ) : (
          <div className="rounded-[var(--radius-card)] border-2 border-dashed border-teal-200 bg-white/60 p-8 text-ink-soft print:hidden">
            <p className="font-display text-2xl text-ink">{copy.emptyTitle}</p>
            <p className="mt-2">{copy.emptyText}</p>
          </div>
        )}
      </div>
    </div>
  );
}

function Choices({ legend, hint, error, children }: { legend: string; hint?: string; error?: string; children: ReactNode }) {
  const id = legend.replace(/\W+/g, "-").toLowerCase();
  return (
    <fieldset className="min-w-0" aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined}>
      <legend className="font-display text-xl text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <div className="mt-3 grid gap-2.5 sm:grid-cols-2">{children}</div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-3 font-semibold text-coral-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Choice({
  type,
  name,
  value,
  label,
  hint,
  defaultChecked,
}: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  label: string;
  hint?: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 border-line bg-white px-4 py-2.5 text-ink transition-colors hover:border-teal-200 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700">
      <input type={type} name={name} value={value} defaultChecked={defaultChecked} className="h-5 w-5 shrink-0 accent-teal-700 focus-visible:outline-none" />
      <span>
        <span className="font-semibold">{label}</span>
        {hint ? <span className="block text-sm text-ink-soft">{hint}</span> : null}
      </span>
    </label>
  );
}

/** The creator's choices from the address (a form posted before the page's script ran). */
export function ritualFromSearch(search: URLSearchParams): { initial: RitualChoices; plan: RitualPlan | null; invalid: boolean } {
  if (![...search.keys()].length) return { initial: RITUAL_DEFAULTS, plan: null, invalid: false };
  const choices = parseRitualChoices(search);
  return choices ? { initial: choices, plan: buildRitual(choices), invalid: false } : { initial: RITUAL_DEFAULTS, plan: null, invalid: true };
}
