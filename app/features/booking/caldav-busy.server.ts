// Busy times from a host's own calendar, read over CalDAV, so a free call is never offered over them.
// Read-only: only PROPFIND (to find the calendars) and REPORT calendar-query (to read events).
//
// Recurring events are expanded here with ical.js, not by the server: RFC 4791's <C:expand> is
// optional, and Debian's Radicale (3.1.x) ignores it and returns the master event unexpanded.
// The server's time-range filter still does the coarse selection, widened by a day on each side
// because servers read all-day (DATE) and floating times in UTC or their own zone, not the host's.
//
// Privacy: event titles and descriptions are never read into a log or an error. Error messages
// say what failed without the server's answer, the URL (it usually holds the username) or the
// credentials.
import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import { calendarQuery, createAccount, fetchCalendars, type DAVResponse } from "tsdav";

export interface CalDavSource {
  serverUrl: string;
  username: string;
  password: string;
  /** optional: one calendar's URL; otherwise every calendar of the account */
  calendarUrl?: string;
}

export interface BusyInterval {
  start: Date;
  end: Date;
}

/** The host's calendar could not be read: we cannot know when they are busy. */
export class CalDavUnavailableError extends Error {
  override name = "CalDavUnavailableError";
}

const DEFAULT_TIMEOUT_MS = 8_000;
const DAY_MS = 86_400_000;
/** A rule like FREQ=MINUTELY with no end must not keep a request busy forever. */
const MAX_OCCURRENCES_PER_EVENT = 10_000;

interface Window {
  from: number;
  to: number;
  timeZone: string;
}

/**
 * Busy intervals overlapping [from, to) from the host's calendars: timed events (not cancelled, not
 * TRANSP:TRANSPARENT), all-day events as whole days in `timeZone`, recurring events expanded.
 * Intervals are not clipped to the range; they come sorted by start.
 */
export async function fetchCalDavBusy(source: CalDavSource, range: { from: Date; to: Date; timeZone: string; timeoutMs?: number }): Promise<BusyInterval[]> {
  const timeoutMs = range.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const davFetch = guardedFetch(source, AbortSignal.timeout(timeoutMs), timeoutMs);
  const window: Window = { from: range.from.getTime(), to: range.to.getTime(), timeZone: range.timeZone };

  let objects: string[];
  try {
    const calendarUrls = source.calendarUrl ? [source.calendarUrl] : await listEventCalendars(source.serverUrl, davFetch);
    const perCalendar = await Promise.all(calendarUrls.map((url) => queryEvents(url, window, davFetch)));
    objects = perCalendar.flat();
  } catch (error) {
    if (error instanceof CalDavUnavailableError) throw error;
    // tsdav's own messages quote the server's answer (which may hold event data) and URLs: keep neither.
    throw new CalDavUnavailableError("The CalDAV server did not answer as a calendar server (wrong URL?)");
  }

  const busy = objects.flatMap((ics) => busyInObject(ics, window));
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * fetch with the credentials, the deadline, and failures turned into CalDavUnavailableError.
 * tsdav returns HTTP errors as data and some of its steps swallow thrown errors and try another
 * URL, so refusing here (401/403, 5xx) is what makes a wrong password fail rather than look empty.
 */
function guardedFetch(source: CalDavSource, signal: AbortSignal, timeoutMs: number): typeof fetch {
  const authorization = `Basic ${Buffer.from(`${source.username}:${source.password}`).toString("base64")}`;
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("authorization", authorization);
    let response: Response;
    try {
      response = await fetch(input, { ...init, headers, signal });
    } catch (error) {
      if (signal.aborted) throw new CalDavUnavailableError(`The CalDAV server did not answer within ${timeoutMs} ms`);
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new CalDavUnavailableError(`The CalDAV server could not be reached${typeof code === "string" ? ` (${code})` : ""}`);
    }
    if (response.status === 401 || response.status === 403) {
      throw new CalDavUnavailableError(`The CalDAV server refused the credentials (HTTP ${response.status})`);
    }
    if (response.status >= 500) throw new CalDavUnavailableError(`The CalDAV server failed (HTTP ${response.status})`);
    return response;
  };
}

/** Every calendar of the account that can hold events (not task lists or address books). */
async function listEventCalendars(serverUrl: string, davFetch: typeof fetch): Promise<string[]> {
  const account = await createAccount({ account: { serverUrl, accountType: "caldav" }, fetch: davFetch });
  const calendars = await fetchCalendars({ account, fetch: davFetch });
  return calendars.filter((c) => !c.components?.length || c.components.includes("VEVENT")).map((c) => c.url);
}

/** The iCalendar text of each event object the server says may overlap the (widened) window. */
async function queryEvents(calendarUrl: string, window: Window, davFetch: typeof fetch): Promise<string[]> {
  const responses: DAVResponse[] = await calendarQuery({
    url: calendarUrl,
    props: { "d:getetag": {}, "c:calendar-data": {} },
    filters: {
      "comp-filter": {
        _attributes: { name: "VCALENDAR" },
        "comp-filter": {
          _attributes: { name: "VEVENT" },
          "time-range": { _attributes: { start: caldavUtc(window.from - DAY_MS), end: caldavUtc(window.to + DAY_MS) } },
        },
      },
    },
    depth: "1",
    fetch: davFetch,
  });
  return responses.flatMap((response) => {
    const data: unknown = response.props?.calendarData;
    const text = typeof data === "object" && data !== null && "_cdata" in data ? data._cdata : data;
    return typeof text === "string" && text.length > 0 ? [text] : [];
  });
}

function caldavUtc(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** The busy intervals of one calendar object (one UID: a master event and its overridden instances). */
function busyInObject(ics: string, window: Window): BusyInterval[] {
  let vevents: ICAL.Component[];
  try {
    vevents = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
  } catch {
    // Skipping an unreadable event could offer a time the host is busy: better offer none.
    throw new CalDavUnavailableError("The CalDAV server returned an event that could not be read");
  }
  const busy: BusyInterval[] = [];
  const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (!blocksTime(item)) return;
    const startMs = toEpochMs(start, item.component.getFirstProperty("dtstart"), window.timeZone);
    const endMs = toEpochMs(end, item.component.getFirstProperty("dtend") ?? item.component.getFirstProperty("dtstart"), window.timeZone);
    // An event with no length (DTSTART only) takes no time (RFC 5545 3.6.1).
    if (endMs > startMs && startMs < window.to && endMs > window.from) busy.push({ start: new Date(startMs), end: new Date(endMs) });
  };

  const masters = vevents.filter((v) => !v.hasProperty("recurrence-id"));
  const overrides = vevents.filter((v) => v.hasProperty("recurrence-id"));
  const uid = (v: ICAL.Component) => String(v.getFirstPropertyValue("uid") ?? "");

  for (const master of masters) {
    const exceptions = overrides.filter((o) => uid(o) === uid(master));
    const event = new ICAL.Event(master, { exceptions });
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate);
      continue;
    }
    // An overridden instance may be moved anywhere, so walk at least past the last one overridden.
    const lastOverridden = Math.max(
      window.to,
      ...exceptions.map((o) => {
        const recurrenceId = o.getFirstProperty("recurrence-id");
        return toEpochMs(recurrenceId?.getFirstValue() as ICAL.Time, recurrenceId, window.timeZone);
      }),
    );
    const occurrences = event.iterator();
    for (let n = 0; n < MAX_OCCURRENCES_PER_EVENT; n++) {
      const next = occurrences.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      add(details.item, details.startDate, details.endDate);
      if (toEpochMs(next, master.getFirstProperty("dtstart"), window.timeZone) >= lastOverridden) break;
    }
  }
  // Instances whose master is not in this object (e.g. an invitation to one instance only).
  for (const orphan of overrides.filter((o) => !masters.some((m) => uid(m) === uid(o)))) {
    const event = new ICAL.Event(orphan);
    add(event, event.startDate, event.endDate);
  }
  return busy;
}

function blocksTime(event: ICAL.Event): boolean {
  const status = String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transp = String(event.component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transp !== "TRANSPARENT";
}

/**
 * UTC milliseconds of an iCalendar time. UTC times and times whose TZID has a VTIMEZONE in the object
 * are converted by ical.js. DATE values (all-day) and floating times are wall-clock times of the host's
 * zone. A TZID without a VTIMEZONE (ical.js then treats the time as floating) is read as an IANA zone
 * name when it is one, since some clients write e.g. TZID=America/Chicago and rely on the name
 * (Radicale adds the missing VTIMEZONE itself, so the tests cannot reach this path).
 */
function toEpochMs(time: ICAL.Time, property: ICAL.Property | null, hostZone: string): number {
  if (!time.isDate && time.zone !== ICAL.Timezone.localTimezone) return time.toJSDate().getTime();
  const tzid = time.isDate ? undefined : property?.getParameter("tzid");
  const zone = typeof tzid === "string" && isIanaZone(tzid) ? tzid : hostZone;
  const wallClock = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  };
  return Temporal.PlainDateTime.from(wallClock).toZonedDateTime(zone).epochMilliseconds;
}

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The booking pages' source of hosts' busy times: each configured host's calendar, read at most
 * once a minute per host. A calendar that cannot be read leaves the last busy times it gave (or
 * none) and is reported once per failure, without the address or credentials: the practice's own
 * bookings are guarded by the database whatever a calendar says.
 */
export function calDavBusyTimes({ onUnavailable, maxAgeMs = 60_000 }: { onUnavailable: (hostId: string, error: unknown) => void; maxAgeMs?: number }) {
  const cache = new Map<string, { key: string; at: number; busy: { hostId: string; start: Date; end: Date }[] }>();
  return async (
    hosts: { id: string; caldavUrl: string; caldavUsername: string; caldavPassword: string }[],
    range: { from: Date; to: Date; timeZone: string },
  ): Promise<{ hostId: string; start: Date; end: Date }[]> => {
    const lists = await Promise.all(
      hosts
        .filter((host) => host.caldavUrl)
        .map(async (host) => {
          const key = `${host.caldavUrl}\n${host.caldavUsername}\n${host.caldavPassword}`;
          const cached = cache.get(host.id);
          if (cached && cached.key === key && Date.now() - cached.at < maxAgeMs) return cached.busy;
          try {
            const busy = (await fetchCalDavBusy({ serverUrl: host.caldavUrl, username: host.caldavUsername, password: host.caldavPassword }, range)).map(
              (interval) => ({
                hostId: host.id,
                ...interval,
              }),
            );
            cache.set(host.id, { key, at: Date.now(), busy });
            return busy;
          } catch (error) {
            onUnavailable(host.id, error);
            // Try again at the next request after a short pause, not on every page view.
            cache.set(host.id, { key, at: Date.now() - maxAgeMs + 10_000, busy: cached?.key === key ? cached.busy : [] });
            return cached?.key === key ? cached.busy : [];
          }
        }),
    );
    return lists.flat();
  };
}
