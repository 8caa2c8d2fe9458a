/** How the booking says a time, the same on the server and in the browser (the visitor's own zone is only known there). */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than using one, and a page of free times says hundreds of times: one per zone and style. */
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    formatters.set(key, found);
  }
  return found;
}

/** "9:00 AM", or "1:30 AM CDT" where the zone name tells two equal wall times apart. */
export function clockTime(instant: Date, timeZone: string, withZoneName = false): string {
  return formatter(timeZone, { hour: "numeric", minute: "2-digit", ...(withZoneName ? { timeZoneName: "short" } : {}) }).format(instant);
}

/** "Tuesday, December 1 at 9:00 AM Central Time": how a screen reader, the confirmation and the e-mails say a time. */
export function spokenDateTime(instant: Date, timeZone: string): string {
  const date = dayLabel(instant, timeZone);
  return `${date} at ${clockTime(instant, timeZone)} ${zoneName(instant, timeZone)}`;
}

/** "Tuesday, December 1". */
export function dayLabel(instant: Date, timeZone: string): string {
  return formatter(timeZone, { weekday: "long", month: "long", day: "numeric" }).format(instant);
}

/** "Tue" and "Dec 1": a day as the strip of days names it. */
export function shortDayLabel(instant: Date, timeZone: string): { weekday: string; monthDay: string } {
  return {
    weekday: formatter(timeZone, { weekday: "short" }).format(instant),
    monthDay: formatter(timeZone, { month: "short", day: "numeric" }).format(instant),
  };
}

/** "Central Time" for the practice; the generic name of any other zone ("Pacific Time", "Central European Time"). */
export function zoneName(instant: Date, timeZone: string): string {
  const part = formatter(timeZone, { timeZoneName: "longGeneric" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** The visitor's zone as the browser knows it, or null when it is the practice's own. */
export function visitorZoneIfDifferent(practiceZone: string): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return null;
  // Another name for the same clock (US/Central for America/Chicago) is not a different zone: the
  // same offsets in winter and in summer.
  const year = new Date().getUTCFullYear();
  const probes = [new Date(Date.UTC(year, 0, 15)), new Date(Date.UTC(year, 6, 15))];
  const offsets = (z: string) => probes.map((probe) => formatter(z, { timeZoneName: "longOffset" }).format(probe)).join();
  return zone === practiceZone || offsets(zone) === offsets(practiceZone) ? null : zone;
}
