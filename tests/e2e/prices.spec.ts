import { extendedSessionFee, GFE_DISPUTE_THRESHOLD_USD, sessionFeeFor, sessionFees, standardSessionFromUsd } from "../../app/content/fees";
import { ritualBudgetCeilingsUsd } from "../../app/content/ritual-ideas";
import { internOffers, priceOf, resetComparison, services, sessionFromUsd } from "../../app/content/services";
import { site } from "../../app/content/site";
import { allPageEntries } from "../../app/features/seo/sitemap-paths";
import { expect, test } from "./helpers";

/**
 * Every dollar figure a visitor reads on an indexable page (its text and its meta description)
 * is one the content files set, and a fee stated in a given context is a fee of that kind: a
 * session price is a session fee, a program price a program's price, and a "from" session fee
 * names the intern's lower fee beside it, unless it is the starting fee of a service the intern does
 * not offer (its page, or its card on another page).
 */

const fiftyMinuteFees = new Set(sessionFees.map((f) => f.sessionUsd));
const eightyMinuteFees = new Set(sessionFees.map(extendedSessionFee));
const programFees = new Set(services.filter((s) => s.kind === "program").map((s) => priceOf(s).amountUsd));
const internUsd = sessionFeeFor("intern").sessionUsd;
const known = new Set([
  ...fiftyMinuteFees,
  ...eightyMinuteFees,
  ...programFees,
  site.prices.defaultProgramUsd,
  resetComparison.regularUsd,
  resetComparison.savingUsd,
  GFE_DISPUTE_THRESHOLD_USD,
]);
/** Figures that are not the practice's prices, by page: a date night's budget. */
const notPrices: Record<string, number[]> = { "/ritual-creator": Object.values(ritualBudgetCeilingsUsd) };

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|&#xa0;|\u00a0/g, " ")
    .replace(/&amp;/g, "&");

/** The page's readable text: body without scripts, styles and templates, tags as spaces. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return decode(
    body
      .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  );
}

const amount = (raw: string) => Number(raw.replace(/,/g, ""));

/** Services whose clinicians do not include the intern: their "from" fee stands alone. */
const servicesWithoutIntern = services.filter((s) => s.kind === "service" && !internOffers(s.slug));
const withoutIntern = new Set(servicesWithoutIntern.map((s) => s.path as string));
const bareStartingFees = new Set(servicesWithoutIntern.map((s) => sessionFromUsd(s.slug)));

function problemsIn(text: string, path: string): string[] {
  const problems: string[] = [];
  const internBeside = !withoutIntern.has(path.replace(/ \(description\)$/, ""));
  const allowed = new Set([...known, ...(notPrices[path] ?? [])]);
  for (const m of text.matchAll(/\$(\d[\d,]*)/g)) {
    const usd = amount(m[1]!);
    const at = m.index!;
    const after = text.slice(at, at + 60);
    const around = text.slice(Math.max(0, at - 160), at + 160);
    const quote = `"${text.slice(Math.max(0, at - 40), at + 60).trim()}"`;
    if (!allowed.has(usd)) problems.push(`${path}: $${usd} is not a price in the content files: ${quote}`);
    if (/^\$[\d,]+ (?:(?:a|per|each) (?:50-minute )?session|for 50 minutes)/i.test(after) && !fiftyMinuteFees.has(usd))
      problems.push(`${path}: $${usd} is given as a session fee but is none: ${quote}`);
    if (/^\$[\d,]+ for 80 minutes/i.test(after) && !eightyMinuteFees.has(usd))
      problems.push(`${path}: $${usd} is given as an 80-minute fee but is none: ${quote}`);
    if (/^\$[\d,]+ (?:for the full program|per couple|per month)/i.test(after) && !programFees.has(usd))
      problems.push(`${path}: $${usd} is given as a program price but no program costs it: ${quote}`);
    const startingFee = /\b(?:from|start(?:s|ing)? at)\s*$/i.test(text.slice(Math.max(0, at - 30), at));
    // A service card's own label: "From $150 per 50-minute session" for a service without the intern.
    const cardLabel = /^\$[\d,]+ per 50-minute session(?! \()/.test(after) && bareStartingFees.has(usd);
    if (internBeside && !cardLabel && startingFee && fiftyMinuteFees.has(usd) && usd > internUsd && !around.includes(`$${internUsd}`))
      problems.push(`${path}: "from $${usd}" a session without the intern's $${internUsd} beside it: ${quote}`);
  }
  return problems;
}

test("every price on every indexable page is a price from the content files, in the right context", async ({ request }) => {
  const pages = allPageEntries().filter((p) => p.indexable);
  expect(pages.length).toBeGreaterThan(40);
  const problems: string[] = [];
  let figures = 0;
  for (const { path } of pages) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
    const text = `${visibleText(html)} ${description}`;
    figures += (text.match(/\$\d/g) ?? []).length;
    problems.push(...problemsIn(visibleText(html), path), ...problemsIn(description, `${path} (description)`));
  }
  expect(figures, "the sweep found the site's prices").toBeGreaterThan(100);
  expect(problems).toEqual([]);
});

test("the check itself catches a wrong figure, a wrong kind of fee and a bare starting fee", () => {
  expect(problemsIn("Sessions cost $135 per 50-minute session.", "/x")).toHaveLength(2);
  expect(problemsIn(`Program fee $${[...fiftyMinuteFees][1]} for the full program`, "/x")).toHaveLength(1);
  expect(problemsIn(`From $${standardSessionFromUsd} a session.`, "/x")).toHaveLength(1);
  expect(problemsIn(`Sessions from $${standardSessionFromUsd}, evenings and weekends.`, "/x")).toHaveLength(1);
  expect(problemsIn(`From $${standardSessionFromUsd} per 50-minute session ($${internUsd} with our intern)`, "/x")).toEqual([]);
  expect(problemsIn("Under $30", "/ritual-creator")).toEqual([]);
  expect(problemsIn(`From $${standardSessionFromUsd} a session.`, "/crisis-couples (description)")).toEqual([]);
  expect(problemsIn(`From $${sessionFromUsd(servicesWithoutIntern[0]!.slug)} per 50-minute session Learn more`, "/services")).toEqual([]);
});
