import { createServer, type Server } from "node:http";

/**
 * A local stand-in for the analytics vendors' hosts. The site (with ANALYTICS_SCRIPT_ORIGIN
 * pointing here) loads these scripts exactly as it would load gtag.js, gtm.js and Clarity's tag;
 * each script reads the same queues the real one reads and beacons what it sees back here.
 */
export interface StandInHit {
  kind: "gtag" | "gtm" | "clarity" | "clarity-mask";
  body: unknown;
}

export interface StandIn {
  origin: string;
  hits: StandInHit[];
  scriptRequests: string[];
  close(): Promise<void>;
}

const sendHelper = `
  var origin = new URL(document.currentScript.src).origin;
  function send(kind, payload) { navigator.sendBeacon(origin + "/collect/" + kind, JSON.stringify(payload)); }
  function isArgs(item) { return item && typeof item === "object" && !Array.isArray(item) && typeof item.length === "number"; }
`;

const scripts: Record<string, string> = {
  "/gtag/js": `(function () {${sendHelper}
    var dl = window.dataLayer = window.dataLayer || [];
    function handle(item) { if (isArgs(item)) send("gtag", Array.prototype.slice.call(item)); }
    dl.forEach(handle);
    var push = dl.push;
    dl.push = function () { for (var i = 0; i < arguments.length; i++) handle(arguments[i]); return push.apply(dl, arguments); };
  })();`,
  "/gtm.js": `(function () {${sendHelper}
    var dl = window.dataLayer = window.dataLayer || [];
    function handle(item) { if (item && !isArgs(item) && typeof item === "object" && item.event) send("gtm", item); }
    dl.forEach(handle);
    var push = dl.push;
    dl.push = function () { for (var i = 0; i < arguments.length; i++) handle(arguments[i]); return push.apply(dl, arguments); };
  })();`,
  "/tag/": `(function () {${sendHelper}
    var queued = (window.clarity && window.clarity.q) || [];
    window.clarity = function () { send("clarity", Array.prototype.slice.call(arguments)); };
    queued.forEach(function (args) { send("clarity", Array.prototype.slice.call(args)); });
    send("clarity-mask", {
      forms: document.querySelectorAll("form").length,
      maskedForms: document.querySelectorAll("form[data-clarity-mask='True']").length,
      fields: document.querySelectorAll("input, textarea, select").length,
      maskedFields: document.querySelectorAll("input[data-clarity-mask='True'], textarea[data-clarity-mask='True'], select[data-clarity-mask='True']").length
    });
  })();`,
};

export async function startAnalyticsStandIn(port: number): Promise<StandIn> {
  const hits: StandInHit[] = [];
  const scriptRequests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method === "POST" && url.pathname.startsWith("/collect/")) {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        hits.push({ kind: url.pathname.slice("/collect/".length) as StandInHit["kind"], body: JSON.parse(body) });
        res.writeHead(204, { "Access-Control-Allow-Origin": "*" }).end();
      });
      return;
    }
    const script = Object.entries(scripts).find(([prefix]) => url.pathname === prefix || (prefix.endsWith("/") && url.pathname.startsWith(prefix)));
    if (req.method === "GET" && script) {
      scriptRequests.push(`${url.pathname}${url.search}`);
      res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" }).end(script[1]);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    scriptRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
