import { useState, type FormEvent } from "react";
import { buttonClass, Chip, Field, inputClass, Panel } from "~/components/admin/admin-kit";
import { useAdminMutation } from "~/lib/use-admin-mutation";
import type { HostAdmin } from "./booking-admin.server";
import { BOOKINGS_API, Outcome, weekdayNames } from "./admin-form-bits";

/** One host: who they are, their weekly hours, their private calendar feed and their CalDAV busy times. */

const INVALIDATE = [BOOKINGS_API];

export function HostCard({ host }: { host: HostAdmin }) {
  return (
    <Panel title={host.name} actions={host.active ? <Chip tone="teal">Takes calls</Chip> : <Chip tone="sand">Inactive</Chip>}>
      <div className="grid gap-x-8 gap-y-8 lg:grid-cols-2">
        <HostDetails host={host} />
        <WeeklyHours host={host} />
        <CalendarFeed host={host} />
        <CalDavSettings host={host} />
      </div>
    </Panel>
  );
}

function HostDetails({ host }: { host: HostAdmin }) {
  const save = useAdminMutation<Record<string, unknown>>(
    "PATCH",
    () => `${BOOKINGS_API}/hosts/${host.id}`,
    INVALIDATE,
    (input) => input,
  );
  const [name, setName] = useState(host.name);
  const [role, setRole] = useState(host.role);
  const [email, setEmail] = useState(host.email);
  const [position, setPosition] = useState(String(host.position));
  const [active, setActive] = useState(host.active);
  const id = (field: string) => `host-${host.id}-${field}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, role, email, position: Number(position), active });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={`Details of ${host.name}`}>
      <h3 className="font-sans text-sm font-semibold text-ink">Details</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={id("name")} label="Name">
          <input id={id("name")} value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} className={inputClass} />
        </Field>
        <Field id={id("role")} label="Role">
          <input id={id("role")} value={role} onChange={(e) => setRole(e.target.value)} maxLength={100} className={inputClass} />
        </Field>
        <Field id={id("email")} label="Email (organizer of invitations)">
          <input id={id("email")} type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} className={inputClass} />
        </Field>
        <Field id={id("position")} label="Order">
          <input
            id={id("position")}
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            value={position}
            onChange={(e) => setPosition(e.target.value)}
            className={inputClass}
          />
        </Field>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} className="h-5 w-5 accent-teal-700" />
        Takes Vibe Check calls
      </label>
      <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
        Save details<span className="sr-only"> of {host.name}</span>
      </button>
      <Outcome mutation={save} success="Saved." />
    </form>
  );
}

function WeeklyHours({ host }: { host: HostAdmin }) {
  const add = useAdminMutation<{ weekday: number; start: string; end: string }>(
    "POST",
    () => `${BOOKINGS_API}/hosts/${host.id}/hours`,
    INVALIDATE,
    (i) => i,
  );
  const remove = useAdminMutation<string>("DELETE", (hoursId) => `${BOOKINGS_API}/hours/${hoursId}`, INVALIDATE);
  const [weekday, setWeekday] = useState("1");
  const [start, setStart] = useState("09:00");
  const [end, setEnd] = useState("17:00");
  const id = (field: string) => `host-${host.id}-hours-${field}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ weekday: Number(weekday), start, end });
  };
  return (
    <div className="space-y-3">
      <h3 className="font-sans text-sm font-semibold text-ink">Weekly hours (Central Time)</h3>
      {host.weekly.length ? (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {host.weekly.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 px-3.5 py-1.5 text-sm">
              <span className="text-ink">
                <span className="inline-block w-24 font-semibold">{weekdayNames[row.weekday - 1]}</span>
                <span className="tabular-nums">
                  {row.start}–{row.end}
                </span>
              </span>
              <button
                type="button"
                className="min-h-10 cursor-pointer rounded-lg px-2 text-sm font-semibold text-coral-700 underline underline-offset-2"
                disabled={remove.isPending}
                onClick={() => remove.mutate(row.id)}
              >
                Remove<span className="sr-only">{` ${weekdayNames[row.weekday - 1]} ${row.start} to ${row.end}`}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-soft">No weekly hours: only extra hours (exceptions) offer times.</p>
      )}
      <form onSubmit={onSubmit} className="grid grid-cols-2 items-end gap-3" aria-label={`Add hours for ${host.name}`}>
        <Field id={id("weekday")} label="Day" className="col-span-2">
          <select id={id("weekday")} value={weekday} onChange={(e) => setWeekday(e.target.value)} className={inputClass}>
            {weekdayNames.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("start")} label="From">
          <input id={id("start")} type="time" step={900} required value={start} onChange={(e) => setStart(e.target.value)} className={inputClass} />
        </Field>
        <Field id={id("end")} label="To">
          <input id={id("end")} type="time" step={900} required value={end} onChange={(e) => setEnd(e.target.value)} className={inputClass} />
        </Field>
        <button type="submit" className={`${buttonClass.secondary} col-span-2 justify-self-start`} disabled={add.isPending}>
          Add hours
        </button>
      </form>
      <Outcome mutation={add} />
      <Outcome mutation={remove} />
    </div>
  );
}

function CalendarFeed({ host }: { host: HostAdmin }) {
  const [shown, setShown] = useState<string | null>(null);
  const create = useAdminMutation<void>("POST", () => `${BOOKINGS_API}/hosts/${host.id}/feed`, INVALIDATE);
  const revoke = useAdminMutation<void>("DELETE", () => `${BOOKINGS_API}/hosts/${host.id}/feed`, INVALIDATE);
  const id = `host-${host.id}-feed`;
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (payload) => setShown(`${window.location.origin}${(payload as { path: string }).path}`),
    });
  return (
    <div className="space-y-3">
      <h3 className="font-sans text-sm font-semibold text-ink">Private calendar feed</h3>
      <p className="text-sm text-ink-soft">
        {host.hasFeed
          ? "On. Calendars subscribed to its address show this host's booked calls, with no visitor details."
          : "Off. A feed lets this host's own calendar show their booked calls."}
      </p>
      {shown ? (
        <Field id={id} label="Feed address (shown once: copy it now)" hint="Anyone with this address can read the calls' times. Rotate it if it leaks.">
          <textarea
            id={id}
            readOnly
            rows={3}
            value={shown}
            aria-describedby={`${id}-hint`}
            onFocus={(e) => e.target.select()}
            className={`${inputClass} resize-none py-2.5 font-mono text-xs break-all`}
          />
        </Field>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass.secondary} disabled={create.isPending} onClick={make}>
          {host.hasFeed ? "Rotate feed address" : "Create feed"}
        </button>
        {host.hasFeed ? (
          <button
            type="button"
            className={buttonClass.danger}
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => setShown(null) })}
          >
            Revoke feed
          </button>
        ) : null}
      </div>
      <Outcome mutation={create} />
      <Outcome mutation={revoke} success="Revoked: the old address answers “not found”." />
    </div>
  );
}

function CalDavSettings({ host }: { host: HostAdmin }) {
  const save = useAdminMutation<{ url: string; username: string; password?: string }>(
    "PUT",
    () => `${BOOKINGS_API}/hosts/${host.id}/caldav`,
    INVALIDATE,
    (i) => i,
  );
  const clear = useAdminMutation<void>("DELETE", () => `${BOOKINGS_API}/hosts/${host.id}/caldav`, INVALIDATE);
  const [url, setUrl] = useState(host.caldav.url);
  const [username, setUsername] = useState(host.caldav.username);
  const [password, setPassword] = useState("");
  const id = (field: string) => `host-${host.id}-caldav-${field}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ url, username, ...(password ? { password } : {}) }, { onSuccess: () => setPassword("") });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={`CalDAV busy times of ${host.name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-sans text-sm font-semibold text-ink">Busy times from their calendar (CalDAV, read-only)</h3>
        {host.caldav.url ? <Chip tone="teal">Connected</Chip> : <Chip tone="sand">Not connected</Chip>}
      </div>
      <Field id={id("url")} label="Server address">
        <input
          id={id("url")}
          type="url"
          required
          maxLength={500}
          placeholder="https://caldav.example.com/"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={id("username")} label="Username">
          <input id={id("username")} autoComplete="off" maxLength={200} value={username} onChange={(e) => setUsername(e.target.value)} className={inputClass} />
        </Field>
        <Field id={id("password")} label="Password" hint={host.caldav.passwordSet ? "Set. Leave empty to keep it." : "Not set."}>
          <input
            id={id("password")}
            type="password"
            autoComplete="new-password"
            maxLength={500}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={id("password-hint")}
            className={inputClass}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          Save CalDAV<span className="sr-only"> of {host.name}</span>
        </button>
        {host.caldav.url || host.caldav.passwordSet ? (
          <button
            type="button"
            className={buttonClass.danger}
            disabled={clear.isPending}
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: () => {
                  setUrl("");
                  setUsername("");
                },
              })
            }
          >
            Disconnect
          </button>
        ) : null}
      </div>
      <Outcome mutation={save} success="Saved. Busy times are read from the next page view on." />
      <Outcome mutation={clear} />
    </form>
  );
}

export function AddHostForm() {
  const add = useAdminMutation<{ name: string; role: string; email: string }>(
    "POST",
    () => `${BOOKINGS_API}/hosts`,
    INVALIDATE,
    (i) => i,
  );
  const [name, setName] = useState("");
  const [role, setRole] = useState("");
  const [email, setEmail] = useState("");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { name, role, email },
      {
        onSuccess: () => {
          setName("");
          setRole("");
          setEmail("");
        },
      },
    );
  };
  return (
    <Panel title="Add a host">
      <form onSubmit={onSubmit} className="space-y-3">
        <Field id="new-host-name" label="Name">
          <input id="new-host-name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
        </Field>
        <Field id="new-host-role" label="Role">
          <input id="new-host-role" maxLength={100} value={role} onChange={(e) => setRole(e.target.value)} className={inputClass} />
        </Field>
        <Field id="new-host-email" label="Email">
          <input id="new-host-email" type="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        </Field>
        <button type="submit" className={`${buttonClass.primary} w-full`} disabled={add.isPending}>
          Add host
        </button>
        <Outcome mutation={add} success="Added. Give them weekly hours so they offer times." />
      </form>
    </Panel>
  );
}
