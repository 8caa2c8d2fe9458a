// fetchCalDavBusy against a real CalDAV server: Debian's Radicale, started here on a free loopback
// port with its own storage folder and a plain-text htpasswd file, and stopped at the end.
// Radicale is required like Chromium and Java are for the browser tests (not optional like
// PostgreSQL): without it this file fails and says how to install it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCalendarObject, makeCalendar } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CalDavUnavailableError, fetchCalDavBusy, type CalDavSource } from "~/features/booking/caldav-busy.server";

const USERNAME = "therapist-ana";
const PASSWORD = "s3cret-caldav-pass";
const CHICAGO = "America/Chicago";

const CHICAGO_VTIMEZONE = `BEGIN:VTIMEZONE
TZID:America/Chicago
BEGIN:DAYLIGHT
TZOFFSETFROM:-0600
TZOFFSETTO:-0500
TZNAME:CDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0500
TZOFFSETTO:-0600
TZNAME:CST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;

/** One calendar object: a VCALENDAR around the given VEVENT lines (with a VTIMEZONE when asked). */
function ics(uid: string, lines: string[], withTimezone = true): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//tests//caldav-busy//EN",
    ...(withTimezone ? [CHICAGO_VTIMEZONE] : []),
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20261001T000000Z",
    `SUMMARY:Private session ${uid}`,
    ...lines,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** Saturday 31 Oct 2026 00:00 to Saturday 14 Nov 2026 00:00 in Chicago (DST ends on 1 Nov). */
const range = { from: new Date("2026-10-31T05:00:00Z"), to: new Date("2026-11-14T06:00:00Z"), timeZone: CHICAGO };

const main: Record<string, string[]> = {
  // 00:30 CDT (UTC-5) to 03:30 CST (UTC-6): across the fall-back hour, so four hours long.
  "fall-back": [`DTSTART;TZID=${CHICAGO}:20261101T003000`, `DTEND;TZID=${CHICAGO}:20261101T033000`],
  "after-fall-back": [`DTSTART;TZID=${CHICAGO}:20261101T090000`, `DTEND;TZID=${CHICAGO}:20261101T100000`],
  "all-day": ["DTSTART;VALUE=DATE:20261105", "DTEND;VALUE=DATE:20261106"],
  // Mondays 10:00-10:30 Chicago, no end: 26 Oct (CDT) and 16 Nov are outside the range.
  weekly: [`DTSTART;TZID=${CHICAGO}:20261019T100000`, `DTEND;TZID=${CHICAGO}:20261019T103000`, "RRULE:FREQ=WEEKLY;BYDAY=MO"],
  cancelled: ["DTSTART:20261103T150000Z", "DTEND:20261103T160000Z", "STATUS:CANCELLED"],
  transparent: ["DTSTART:20261104T150000Z", "DTEND:20261104T160000Z", "TRANSP:TRANSPARENT"],
  "before-range": ["DTSTART:20261029T150000Z", "DTEND:20261029T160000Z"],
  "after-range": ["DTSTART:20261120T150000Z", "DTEND:20261120T160000Z"],
};
const expectedMain = [
  ["2026-11-01T05:30:00Z", "2026-11-01T09:30:00Z"],
  ["2026-11-01T15:00:00Z", "2026-11-01T16:00:00Z"],
  ["2026-11-02T16:00:00Z", "2026-11-02T16:30:00Z"],
  ["2026-11-05T06:00:00Z", "2026-11-06T06:00:00Z"],
  ["2026-11-09T16:00:00Z", "2026-11-09T16:30:00Z"],
];
/** In a second calendar, to see that every calendar of the account is read. */
const second: Record<string, string[]> = {
  work: ["DTSTART:20261110T140000Z", "DTEND:20261110T150000Z"],
  // Sent without its VTIMEZONE, in a zone other than the host's: 10:00 EST is 15:00 UTC. Radicale
  // adds the VTIMEZONE when it stores the event, so this does not reach the module's IANA-name fallback.
  "no-vtimezone": ["DTSTART;TZID=America/New_York:20261111T100000", "DTEND;TZID=America/New_York:20261111T103000"],
};

const intervals = (pairs: string[][]) => pairs.map(([start, end]) => ({ start: new Date(start!), end: new Date(end!) }));

/** A loopback port nothing listens on (the OS picks it; we close it straight away). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("fetchCalDavBusy against Radicale", () => {
  let radicale: ChildProcess | undefined;
  let folder = "";
  let serverUrl = "";
  let output = "";

  beforeAll(async () => {
    if (spawnSync("radicale", ["--version"]).error) {
      throw new Error("These tests need Debian's CalDAV server Radicale. Install it with:  sudo apt-get install -y radicale   (Debian/Ubuntu)");
    }
    folder = mkdtempSync(path.join(tmpdir(), "caldav-busy-"));
    const port = await freePort();
    serverUrl = `http://127.0.0.1:${port}/`;
    writeFileSync(path.join(folder, "users"), `${USERNAME}:${PASSWORD}\n`);
    writeFileSync(
      path.join(folder, "config"),
      [
        "[server]",
        `hosts = 127.0.0.1:${port}`,
        "[auth]",
        "type = htpasswd",
        `htpasswd_filename = ${path.join(folder, "users")}`,
        "htpasswd_encryption = plain",
        "[rights]",
        "type = owner_only",
        "[storage]",
        `filesystem_folder = ${path.join(folder, "collections")}`,
        "[web]",
        "type = none",
        "[logging]",
        "level = warning",
        "",
      ].join("\n"),
    );
    // --config replaces /etc/radicale/config, so the machine's own settings play no part.
    radicale = spawn("radicale", ["--config", path.join(folder, "config")], { stdio: ["ignore", "pipe", "pipe"] });
    radicale.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    radicale.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

    // Poll until it answers anything (401 without credentials is an answer), or give up.
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (radicale.exitCode !== null) throw new Error(`Radicale exited with ${radicale.exitCode}:\n${output}`);
      try {
        await fetch(serverUrl, { signal: AbortSignal.timeout(1_000) });
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`Radicale did not answer on ${serverUrl} within 20 s:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    const headers = { authorization: `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString("base64")}` };
    for (const [name, events] of [
      ["sessions", main],
      ["work", second],
    ] as const) {
      const url = `${serverUrl}${USERNAME}/${name}/`;
      const [made] = await makeCalendar({ url, props: { "d:displayname": name }, headers });
      expect(made?.ok, `MKCALENDAR ${name}`).toBe(true);
      for (const [uid, lines] of Object.entries(events)) {
        const response = await createCalendarObject({
          calendar: { url },
          iCalString: ics(uid, lines, uid !== "no-vtimezone"),
          filename: `${uid}.ics`,
          headers,
        });
        expect(response.status, `PUT ${uid}`).toBe(201);
      }
    }
  });

  afterAll(async () => {
    if (radicale && radicale.exitCode === null) {
      const exited = new Promise((resolve) => radicale!.once("exit", resolve));
      radicale.kill("SIGTERM");
      await exited;
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const source = (): CalDavSource => ({ serverUrl, username: USERNAME, password: PASSWORD });

  it("reads one calendar: TZID times across fall-back, all-day as the local day, weekly expanded; cancelled, transparent and out-of-range left out", async () => {
    const busy = await fetchCalDavBusy({ ...source(), calendarUrl: `${serverUrl}${USERNAME}/sessions/` }, range);
    expect(busy).toEqual(intervals(expectedMain));
  });

  it("reads every calendar of the account when no calendar is named", async () => {
    const busy = await fetchCalDavBusy(source(), range);
    expect(busy).toEqual(
      intervals([...expectedMain, ["2026-11-10T14:00:00Z", "2026-11-10T15:00:00Z"], ["2026-11-11T15:00:00Z", "2026-11-11T15:30:00Z"]]).sort(
        (a, b) => a.start.getTime() - b.start.getTime(),
      ),
    );
  });

  it("refuses a wrong password with CalDavUnavailableError that names neither the user nor the password", async () => {
    const wrong = "not-the-right-pass";
    const error = await fetchCalDavBusy({ ...source(), password: wrong }, range).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CalDavUnavailableError);
    const message = (error as Error).message;
    expect(message).toMatch(/401/);
    for (const secret of [wrong, PASSWORD, USERNAME]) expect(message).not.toContain(secret);
  });

  it("fails fast with CalDavUnavailableError when nothing listens on the port", async () => {
    const port = await freePort();
    const started = Date.now();
    const error = await fetchCalDavBusy({ ...source(), serverUrl: `http://127.0.0.1:${port}/` }, range).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CalDavUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("gives up with CalDavUnavailableError when the server accepts but never answers", async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    try {
      const started = Date.now();
      const error = await fetchCalDavBusy({ ...source(), serverUrl: `http://127.0.0.1:${port}/` }, { ...range, timeoutMs: 300 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CalDavUnavailableError);
      expect((error as Error).message).toMatch(/300 ms/);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
