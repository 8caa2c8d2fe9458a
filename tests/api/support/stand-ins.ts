import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The session was encrypted (STARTTLS) when the message was sent. */
  secure: boolean;
}

let testCertificate: { key: Buffer; cert: Buffer } | undefined;

/** A self-signed certificate for 127.0.0.1 and localhost, made once per test process (openssl). */
export function smtpTestCertificate(): { key: Buffer; cert: Buffer } {
  if (testCertificate) return testCertificate;
  const dir = mkdtempSync(path.join(os.tmpdir(), "millennial-life-smtp-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=IP:127.0.0.1,DNS:localhost",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    testCertificate = { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) };
    return testCertificate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A real SMTP server on loopback that keeps what it receives (on a given port to "come back").
 * It offers STARTTLS with a test certificate, as a real submission server does; `starttls: false`
 * makes a server that only speaks plain text, which the site must refuse to send through.
 */
export async function startSmtpServer(listenPort = 0, { starttls = true }: { starttls?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: starttls ? ["AUTH"] : ["STARTTLS", "AUTH"],
    ...(starttls ? smtpTestCertificate() : {}),
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          secure: session.secure,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** What the site's SMTP client must trust to talk to this server (a real one has a CA-signed certificate). */
    tls: starttls ? { ca: [smtpTestCertificate().cert] } : {},
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

/**
 * A local HTTP server standing in for the HubSpot Forms API. `answer` decides each status;
 * `goDown()` closes the port (connection refused), `comeBack()` listens on the same port again.
 */
export async function startHubspotStandIn({ delayMs = 0 }: { delayMs?: number } = {}) {
  const received: ReceivedRequest[] = [];
  const accepted: ReceivedRequest[] = [];
  const state = { answer: (_request: ReceivedRequest): number => 200 };
  let server: Server;
  let port = 0;
  const listen = async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          body = Buffer.concat(chunks).toString("utf8");
        }
        const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
        received.push(request);
        const status = state.answer(request);
        if (status >= 200 && status < 300) accepted.push(request);
        setTimeout(() => {
          res.writeHead(status, { "Content-Type": "application/json" });
          res.end(JSON.stringify(status < 300 ? { inlineMessage: "Thanks for submitting the form." } : { status: "error", message: "stand-in says no" }));
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
    port = (server.address() as AddressInfo).port;
  };
  await listen();
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    received,
    accepted,
    state,
    goDown: close,
    comeBack: listen,
    close,
  };
}

export async function waitFor(check: () => Promise<boolean> | boolean, { timeoutMs = 15_000, what = "condition" } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
