// `npm run bench:media`: the /media route under load, on the production build (`npm run build`
// first) with an embedded database in a throwaway folder. Signs an admin in, uploads a 3000×2000
// photo and a four-minute MP3 through the library screen, then autocannon loads on loopback, in
// turn: a 960 px AVIF (what a profile fetches), a revalidation answered 304, the first 64 KiB of
// the episode (a player starting) and a 1 MiB range from its middle (a listener seeking), and the
// whole MP3. Prints requests/s, p50, p99 and MB/s with the load average; figures go to
// docs/benchmarks.md.
//   npm run build && npm run bench:media
//   BENCH_DURATION=20 npm run bench:media      # seconds per measurement (10 by default)
import os from "node:os";
import autocannon from "autocannon";
import { request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { mp3Tone } from "../tests/fixtures/mp3-tone";
import { startProductionServer } from "./bench-server";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ADMIN = { username: "bench-owner", password: `bench only ${crypto.randomUUID()}` };

/** A photo with detail for the encoders to work on: a gradient under a few hundred circles. */
async function photo(): Promise<Buffer> {
  const circles = Array.from(
    { length: 300 },
    (_, i) => `<circle cx="${(i * 97) % 3000}" cy="${(i * 57) % 2000}" r="${20 + (i % 60)}" fill="hsl(${(i * 37) % 360},60%,55%)" fill-opacity="0.6"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><defs><linearGradient id="g"><stop offset="0" stop-color="#f4d9c6"/><stop offset="1" stop-color="#2f6f68"/></linearGradient></defs><rect width="3000" height="2000" fill="url(#g)"/>${circles.join("")}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

interface Row {
  probe: string;
  status: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  mbPerSecond: number;
  non2xx: number;
  errors: number;
}

async function load(probe: string, url: string, headers: Record<string, string>, expectStatus: number): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const counted = (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const wrong = Object.entries(counted)
    .filter(([code]) => Number(code) !== expectStatus)
    .reduce((n, [, v]) => n + v.count, 0);
  return {
    probe,
    status: expectStatus,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    mbPerSecond: Math.round(((r as unknown as { throughput: { average: number } }).throughput.average / 1024 / 1024) * 10) / 10,
    non2xx: wrong,
    errors: r.errors + r.timeouts,
  };
}

async function main() {
  const server = await startProductionServer({
    RATE_LIMIT_ENABLED: "false",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_COOKIE_SECURE: "false",
  });
  try {
    const api = await playwrightRequest.newContext({ baseURL: server.origin, extraHTTPHeaders: { Origin: server.origin } });
    const signIn = await api.post("/admin/login", { form: { username: ADMIN.username, password: ADMIN.password }, maxRedirects: 0 });
    if (signIn.status() !== 302 && signIn.status() !== 303) throw new Error(`Sign-in answered ${signIn.status()}`);
    const mp3 = mp3Tone({ seconds: 240, rate: 44100, amplitude: 6000, kbps: 128 });
    for (const [name, mimeType, buffer, alt] of [
      ["office.jpg", "image/jpeg", await photo(), "Bench photo"],
      ["episode.mp3", "audio/mpeg", mp3, ""],
    ] as const) {
      const res = await api.post("/admin/media", {
        multipart: { intent: "upload", alt, file: { name, mimeType, buffer: Buffer.from(buffer) } },
        maxRedirects: 0,
      });
      if (res.status() >= 400) throw new Error(`Upload of ${name} answered ${res.status()}`);
    }
    const library = await (await api.get("/admin/media")).text();
    const avif = /\/media\/[0-9a-f]{16}-avif-960\.avif/.exec(library)?.[0];
    const audio = /\/media\/[0-9a-f]{16}-original\.mp3/.exec(library)?.[0];
    if (!avif || !audio) throw new Error("The library screen lists no 960 px AVIF or MP3");
    const head = await fetch(`${server.origin}${avif}`);
    const etag = head.headers.get("etag")!;
    const mp3Bytes = mp3.length;
    const middle = Math.floor(mp3Bytes / 2);
    const rows = [
      await load(`photo, AVIF 960 px (${Number(head.headers.get("content-length")) >> 10} KiB)`, `${server.origin}${avif}`, {}, 200),
      await load("photo revalidated (If-None-Match)", `${server.origin}${avif}`, { "if-none-match": etag }, 304),
      await load("audio, first 64 KiB (Range)", `${server.origin}${audio}`, { range: "bytes=0-65535" }, 206),
      await load("audio, 1 MiB from the middle (Range)", `${server.origin}${audio}`, { range: `bytes=${middle}-${middle + 1024 * 1024 - 1}` }, 206),
      await load(`audio, whole file (${(mp3Bytes / 1024 / 1024).toFixed(1)} MiB)`, `${server.origin}${audio}`, {}, 200),
    ];
    console.log(
      `\n/media under load: ${CONNECTIONS} connections, ${DURATION_S} s each, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}, ${os.cpus().length} CPUs`,
    );
    console.log("| probe | status | requests/s | p50 (ms) | p99 (ms) | MB/s | other answers | errors |");
    console.log("|---|---|---|---|---|---|---|---|");
    for (const r of rows)
      console.log(`| ${r.probe} | ${r.status} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.mbPerSecond} | ${r.non2xx} | ${r.errors} |`);
    await api.dispose();
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
