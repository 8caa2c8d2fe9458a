import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (on a given port to "come back"). */
export async function startSmtpServer(listenPort = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
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
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
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
