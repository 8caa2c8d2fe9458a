import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { buttonClass, Chip, ErrorNote, Field, formatDate, inputClass, Panel } from "~/components/admin/admin-kit";
import { useAdminMutation } from "~/lib/use-admin-mutation";
import type { AvailabilityAdmin, ExceptionAdmin, HostAdmin } from "./booking-admin.server";
import { AVAILABILITY_URL, BOOKINGS_API, Outcome } from "./admin-form-bits";
import { AddHostForm, HostCard } from "./admin-hosts";

/**
 * When the Vibe Check can be booked: the rules, the hosts and their hours, and dated exceptions.
 * Changes show on /vibe-check at once. First as the screen's loader read them (`first`).
 */
export function AvailabilityEditor({ first }: { first?: AvailabilityAdmin }) {
  const availability = useQuery<AvailabilityAdmin | null>({ queryKey: [AVAILABILITY_URL], initialData: first });
  if (availability.isPending) return <p className="py-10 text-center text-sm text-ink-soft">Loading...</p>;
  if (availability.isError || !availability.data) return <ErrorNote>{availability.error?.message ?? "Availability could not be loaded."}</ErrorNote>;
  const { settings, hosts, exceptions } = availability.data;
  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <Exceptions exceptions={exceptions} hosts={hosts} />
        <div className="space-y-6">
          <SettingsForm settings={settings} />
        </div>
      </div>
      <section aria-labelledby="hosts-heading" className="space-y-4">
        <h2 id="hosts-heading" className="font-sans text-lg font-semibold text-ink">
          Hosts
        </h2>
        {hosts.map((host) => (
          <HostCard key={host.id} host={host} />
        ))}
        <div className="max-w-xl">
          <AddHostForm />
        </div>
      </section>
    </div>
  );
}

function SettingsForm({ settings }: { settings: AvailabilityAdmin["settings"] }) {
  const save = useAdminMutation<Record<string, number>>(
    "PUT",
    () => `${BOOKINGS_API}/settings`,
    [BOOKINGS_API],
    (i) => i,
  );
  const [buffer, setBuffer] = useState(String(settings.bufferMinutes));
  const [notice, setNotice] = useState(String(settings.minNoticeMinutes / 60));
  const [horizon, setHorizon] = useState(String(settings.horizonDays));
  const [cap, setCap] = useState(String(settings.dailyCap));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      bufferMinutes: Number(buffer),
      minNoticeMinutes: Math.round(Number(notice) * 60),
      horizonDays: Number(horizon),
      dailyCap: Number(cap),
    });
  };
  const number = (id: string, value: string, set: (v: string) => void, min: number, max: number, step = 1) => (
    <input
      id={id}
      type="number"
      inputMode="decimal"
      required
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(e) => set(e.target.value)}
      className={inputClass}
    />
  );
  return (
    <Panel title="Rules">
      <form onSubmit={onSubmit} className="space-y-3">
        <p className="text-sm text-ink-soft">Calls are {settings.slotMinutes} minutes long; times are in Central Time.</p>
        <Field id="settings-buffer" label="Buffer after each call (minutes)">
          {number("settings-buffer", buffer, setBuffer, 0, 120)}
        </Field>
        <Field id="settings-notice" label="Minimum notice (business hours)" hint="Counted in the host's open hours.">
          {number("settings-notice", notice, setNotice, 0, 168, 0.25)}
        </Field>
        <Field id="settings-horizon" label="Bookable up to (days ahead)">
          {number("settings-horizon", horizon, setHorizon, 1, 90)}
        </Field>
        <Field id="settings-cap" label="Most calls per host per day">
          {number("settings-cap", cap, setCap, 1, 100)}
        </Field>
        <button type="submit" className={`${buttonClass.primary} w-full`} disabled={save.isPending}>
          Save rules
        </button>
        <Outcome mutation={save} success="Saved. /vibe-check offers times by these rules now." />
      </form>
    </Panel>
  );
}

type ExceptionChoice = "day-off" | "hours-off" | "extra-hours";

const choiceLabels: Record<ExceptionChoice, string> = { "day-off": "Day off", "hours-off": "Hours off", "extra-hours": "Extra hours" };

function describe(exception: ExceptionAdmin): ExceptionChoice {
  if (exception.kind === "open") return "extra-hours";
  return exception.start ? "hours-off" : "day-off";
}

function Exceptions({ exceptions, hosts }: { exceptions: ExceptionAdmin[]; hosts: HostAdmin[] }) {
  const remove = useAdminMutation<string>("DELETE", (id) => `${BOOKINGS_API}/exceptions/${id}`, [BOOKINGS_API]);
  const hostName = (id: string | null) => (id ? (hosts.find((host) => host.id === id)?.name ?? "A removed host") : "All hosts");
  return (
    <Panel title="Days off and extra hours">
      {exceptions.length ? (
        <ul className="mb-5 divide-y divide-line rounded-xl border border-line">
          {exceptions.map((exception) => {
            const choice = describe(exception);
            return (
              <li key={exception.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3.5 py-2.5 text-sm">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-ink">
                    <span className="font-semibold">{formatDate(`${exception.date}T12:00:00Z`)}</span>
                    <Chip tone={choice === "extra-hours" ? "teal" : "coral"}>{choiceLabels[choice]}</Chip>
                    {exception.start ? (
                      <span className="tabular-nums">
                        {exception.start}–{exception.end}
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-0.5 break-words text-ink-soft">
                    {hostName(exception.hostId)}
                    {exception.label ? ` · ${exception.label}` : ""}
                  </p>
                </div>
                <button
                  type="button"
                  className="min-h-10 cursor-pointer rounded-lg px-2 font-semibold text-coral-700 underline underline-offset-2"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(exception.id)}
                >
                  Delete<span className="sr-only">{` ${choiceLabels[choice]} on ${exception.date}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mb-5 text-sm text-ink-soft">None ahead: every host keeps their weekly hours.</p>
      )}
      <Outcome mutation={remove} />
      <AddException hosts={hosts} />
    </Panel>
  );
}

function AddException({ hosts }: { hosts: HostAdmin[] }) {
  const add = useAdminMutation<Record<string, unknown>>(
    "POST",
    () => `${BOOKINGS_API}/exceptions`,
    [BOOKINGS_API],
    (i) => i,
  );
  const [date, setDate] = useState("");
  const [hostId, setHostId] = useState("");
  const [choice, setChoice] = useState<ExceptionChoice>("day-off");
  const [start, setStart] = useState("09:00");
  const [end, setEnd] = useState("12:00");
  const [label, setLabel] = useState("");
  const withHours = choice !== "day-off";
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        hostId: hostId || null,
        date,
        kind: choice === "extra-hours" ? "open" : "closed",
        start: withHours ? start : null,
        end: withHours ? end : null,
        label,
      },
      { onSuccess: () => setLabel("") },
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3 rounded-xl bg-cream/70 p-4" aria-labelledby="add-exception-heading">
      <h3 id="add-exception-heading" className="font-sans text-sm font-semibold text-ink">
        Add a day off, hours off or extra hours
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="exception-date" label="Date">
          <input id="exception-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} className={inputClass} />
        </Field>
        <Field id="exception-kind" label="What">
          <select id="exception-kind" value={choice} onChange={(e) => setChoice(e.target.value as ExceptionChoice)} className={inputClass}>
            {(Object.keys(choiceLabels) as ExceptionChoice[]).map((key) => (
              <option key={key} value={key}>
                {choiceLabels[key]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="exception-host" label="For">
          <select id="exception-host" value={hostId} onChange={(e) => setHostId(e.target.value)} className={inputClass}>
            <option value="">All hosts</option>
            {hosts.map((host) => (
              <option key={host.id} value={host.id}>
                {host.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {withHours ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Field id="exception-start" label="From">
            <input id="exception-start" type="time" step={900} required value={start} onChange={(e) => setStart(e.target.value)} className={inputClass} />
          </Field>
          <Field id="exception-end" label="To">
            <input id="exception-end" type="time" step={900} required value={end} onChange={(e) => setEnd(e.target.value)} className={inputClass} />
          </Field>
        </div>
      ) : null}
      <Field id="exception-label" label="Label (optional, only you see it)">
        <input
          id="exception-label"
          maxLength={120}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          placeholder="Team retreat"
          className={inputClass}
        />
      </Field>
      <button type="submit" className={buttonClass.primary} disabled={add.isPending}>
        Add
      </button>
      <Outcome mutation={add} success="Added. /vibe-check follows it now." />
    </form>
  );
}
