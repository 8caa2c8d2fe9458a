import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { feePageData, programFeeLine } from "~/features/services/fee-page-data.server";
import { serviceJsonLd } from "~/lib/json-ld/service";
import { faqGroupsFor } from "./faqs";
import * as fees from "./fees";
import {
  cancellationPolicy,
  extendedSessionFee,
  formatUsd,
  GFE_DISPUTE_THRESHOLD_USD,
  programInstalments,
  sessionFeeFor,
  sessionFees,
  standardSessionFromUsd,
} from "./fees";
import { feeSchedule, priceLabel, priceOf, programPrices, resetComparison, services, sessionFeesOf, type ServiceEntry } from "./services";
import { site } from "./site";
import { therapists } from "./therapists";

const faqGroups = faqGroupsFor(site);

/**
 * One place per price: programs in app/content/services/, session fees in fees.ts (the standard
 * one from site.prices). These checks fail when a page, its JSON-LD or a copy line disagrees with
 * them.
 */

const ORIGIN = "https://www.millenniallifecounseling.com";
const APP_DIR = fileURLToPath(new URL("..", import.meta.url));
const programs = services.filter((s) => s.kind === "program");
const sessionServices = services.filter((s) => s.kind === "service");
const entryAt = (path: string): ServiceEntry => services.find((s) => s.path === path)!;

/** Every source file of app/ except tests, with comments removed (they may quote examples). */
function appSources(): { file: string; code: string }[] {
  const out: { file: string; code: string }[] = [];
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, d.name);
      if (d.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name)) {
        const code = readFileSync(full, "utf8")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/^\s*\/\/.*$/gm, "");
        out.push({ file: relative(APP_DIR, full), code });
      }
    }
  };
  walk(APP_DIR);
  return out;
}

/** Every string inside a value (copy of a service entry, an FAQ group...). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

const dollarAmounts = (text: string): number[] => [...text.matchAll(/\$(\d[\d,]*)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));

describe("program prices: app/content/services/ is the one source", () => {
  it("lists every program on /fees-and-faqs with the price, length and inclusions of its page", () => {
    const data = feePageData();
    const listed = data.programGroups.flatMap((g) => g.programs);
    expect(listed.map((p) => p.path).sort()).toEqual(programs.map((p) => p.path).sort());
    for (const line of listed) {
      const entry = entryAt(line.path);
      expect(line.kind, line.path).toBe("program");
      expect(line.amountUsd, line.path).toBe(priceOf(entry).amountUsd);
      expect(line.unit, line.path).toBe(priceOf(entry).unit);
      expect(line.priceLabel, line.path).toBe(priceLabel(entry));
      expect(line.length, line.path).toBe(entry.length);
      expect(line.included, line.path).toEqual(entry.included);
      expect(line.title, line.path).toBe(entry.title);
    }
    // The session table applies to every session-priced service, and the page links them all.
    expect(data.sessionServices.map((s) => s.path)).toEqual(sessionServices.map((s) => s.path));
  });

  it("says 'programs from' the lowest one-off program price", () => {
    const oneOff = programs.filter((p) => priceOf(p).unit !== "month").map((p) => priceOf(p).amountUsd);
    expect(feePageData().programsFromUsd).toBe(Math.min(...oneOff));
    expect(feePageData().programsFromUsd).toBe(programPrices.restartWeekendPerCouple);
  });

  it("gives the Reset offer on /six the Reset's own price and length", () => {
    const reset = programFeeLine("/reset");
    expect(reset.amountUsd).toBe(programPrices.reset);
    expect(reset.length).toBe(entryAt("/reset").length);
  });

  it("gives every page's JSON-LD offer the price of the fee table", () => {
    const schedule = feeSchedule();
    expect(schedule).toHaveLength(services.length);
    for (const entry of services) {
      const line = schedule.find((f) => f.path === entry.path)!;
      const offers = (serviceJsonLd(ORIGIN, entry) as { offers: Record<string, any> }).offers;
      expect(offers.price, entry.path).toBe(String(line.amountUsd));
      expect(offers.priceCurrency, entry.path).toBe("USD");
      expect(offers.priceSpecification.price, entry.path).toBe(line.amountUsd);
    }
  });

  it("defines no program price anywhere else", () => {
    expect(Object.keys(fees)).not.toContain("programFees");
    const amounts = [...new Set([...Object.values(programPrices), site.prices.defaultProgramUsd])];
    // Prices are numbers in three files only; everywhere else they are read from them.
    const priceFiles = new Set(["content/site.ts", "content/services/shared.ts", "content/fees.ts"]);
    const offenders: string[] = [];
    for (const { file, code } of appSources()) {
      // A written-out dollar amount ("$600", "$2,950") instead of formatUsd(...) of the source.
      for (const m of code.matchAll(/\$\d{2,}|\$\d,\d{3}|\b\d[\d,]*\s?(?:USD|dollars)\b/g)) offenders.push(`${file}: ${m[0]}`);
      if (priceFiles.has(file)) continue;
      // A number given to a price-like name: "priceUsd: 1150", "amountUsd = 600".
      for (const m of code.matchAll(/\b\w*(?:usd|price|amount|fee|cost)\w*["']?\s*[:=]\s*\d[\d_]*/gi)) offenders.push(`${file}: ${m[0]}`);
      for (const amount of amounts) if (amount >= 1000 && new RegExp(`\\b${amount}\\b`).test(code)) offenders.push(`${file}: ${amount}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe("session fees: one level table in fees.ts", () => {
  it("makes the standard (associate) fee the search-engine default", () => {
    expect(sessionFeeFor("associate").sessionUsd).toBe(site.prices.defaultSessionUsd);
    expect(standardSessionFromUsd).toBe(site.prices.defaultSessionUsd);
  });

  it("starts each service at the lowest fee of the clinicians who offer it, and names the intern's fee only where he offers it", () => {
    for (const entry of sessionServices) {
      const offering = therapists.filter((t) => t.offers.includes(entry.slug));
      const standard = offering.filter((t) => t.feeTier !== "intern").map((t) => sessionFeeFor(t.feeTier).sessionUsd);
      const withIntern = offering.some((t) => t.feeTier === "intern");
      expect(priceOf(entry), entry.path).toEqual({ amountUsd: Math.min(...standard), unit: "session" });
      expect(priceLabel(entry), entry.path).toBe(
        `From ${formatUsd(Math.min(...standard))} per 50-minute session${withIntern ? ` (${formatUsd(sessionFeeFor("intern").sessionUsd)} with our intern)` : ""}`,
      );
      expect(
        sessionFeesOf(entry.slug)
          .map((f) => f.tier)
          .sort(),
        entry.path,
      ).toEqual([...new Set(offering.map((t) => t.feeTier))].sort());
      // Every line of the page: a "from" price is its own, and the intern's fee only where he offers it.
      for (const text of stringsOf(entry)) {
        if (/with our intern/.test(text)) expect(withIntern, `${entry.path}: "${text}"`).toBe(true);
        for (const m of text.matchAll(/(?:from|start at) \$(\d+)/gi)) expect(Number(m[1]), `${entry.path}: "${text}"`).toBe(Math.min(...standard));
      }
    }
    // The crisis page's chip: the intern does not see couples in crisis.
    expect(priceLabel(entryAt("/crisis-couples"))).not.toContain("intern");
  });

  it("keeps intern sessions the lower-fee option and prices every therapist's level", () => {
    const intern = sessionFeeFor("intern").sessionUsd;
    for (const fee of sessionFees.filter((f) => f.tier !== "intern")) expect(intern).toBeLessThan(fee.sessionUsd);
    for (const t of therapists) expect(() => sessionFeeFor(t.feeTier), t.slug).not.toThrow();
    const internTherapists = therapists.filter((t) => t.feeTier === "intern");
    expect(internTherapists.length).toBeGreaterThan(0);
    for (const t of internTherapists) expect(t.oneLiner.toLowerCase(), t.slug).toContain("lower-fee");
  });

  it("compares the Reset with six sessions at the lowest fee of its own therapists, and no one can pay less without it", () => {
    const reset = entryAt("/reset");
    const fees = therapists.filter((t) => t.offers.includes("reset")).map((t) => sessionFeeFor(t.feeTier).sessionUsd);
    const regular = 6 * Math.min(...fees);
    expect(resetComparison).toEqual({ sessionUsd: Math.min(...fees), regularUsd: regular, savingUsd: regular - programPrices.reset });
    for (const fee of fees) expect(programPrices.reset, "six sessions with one of its therapists cost less than the Reset").toBeLessThan(6 * fee);
    expect(reset.subtitle).toContain(`${formatUsd(programPrices.reset)}, instead of ${formatUsd(regular)}`);
    expect(reset.included).toContain(`A saving of ${formatUsd(regular - programPrices.reset)} on six sessions at ${formatUsd(Math.min(...fees))} each`);
    // Every "instead of" on the site is this comparison.
    for (const { file, code } of appSources()) {
      for (const m of code.matchAll(/instead of \$\{formatUsd\(([^)]+)\)\}/g)) expect(m[1], file).toBe("RESET_REGULAR_USD");
    }
  });

  it("prices Love Insurance's monthly session and extra sessions below the fee of every therapist who offers it", () => {
    const plan = entryAt("/loveinsurance");
    for (const t of therapists.filter((x) => x.offers.includes("loveinsurance"))) {
      expect(programPrices.loveInsurancePerMonth, t.slug).toBeLessThanOrEqual(sessionFeeFor(t.feeTier).sessionUsd);
    }
    const extra = plan.included.find((line) => /extra sessions/.test(line))!;
    expect(dollarAmounts(extra)).toEqual([programPrices.loveInsurancePerMonth]);
  });
});

describe("every dollar amount in the copy is a real price", () => {
  it("quotes only fees that exist, in FAQs, service pages and policies", () => {
    const known = new Set<number>([
      ...sessionFees.flatMap((f) => [f.sessionUsd, extendedSessionFee(f)]),
      ...services.map((s) => priceOf(s).amountUsd),
      // The Reset's comparison: six sessions with its therapists, and what that saves.
      resetComparison.regularUsd,
      resetComparison.savingUsd,
      GFE_DISPUTE_THRESHOLD_USD,
    ]);
    const copy = [...stringsOf(faqGroups), ...stringsOf(services), ...cancellationPolicy.points];
    const quoted = copy.flatMap((text) => dollarAmounts(text).map((amount) => ({ text, amount })));
    expect(quoted.length).toBeGreaterThan(10);
    for (const { text, amount } of quoted) expect(known.has(amount), `${formatUsd(amount)} in "${text}"`).toBe(true);
  });

  it("quotes only fees that exist in the posts and episodes written as files, naming each fee with its level", () => {
    const files = ["blog", "podcasts"].flatMap((dir) =>
      readdirSync(join(APP_DIR, "content", dir))
        .filter((name) => name.endsWith(".md"))
        .map((name) => ({ file: `content/${dir}/${name}`, text: readFileSync(join(APP_DIR, "content", dir, name), "utf8") })),
    );
    const levelWords: Record<string, RegExp> = {
      intern: /intern/i,
      associate: /associate/i,
      licensed: /licensed/i,
      leadership: /clinical director|founder|with me\b/i,
    };
    let quoted = 0;
    for (const { file, text } of files) {
      for (const line of text.split("\n")) {
        for (const amount of dollarAmounts(line)) {
          quoted++;
          const fee = sessionFees.find((f) => f.sessionUsd === amount);
          if (fee && /session|with (our|me|an?)\b/i.test(line)) {
            // A session fee quoted beside a clinician level is that level's fee.
            const named = Object.entries(levelWords)
              .filter(([, words]) => words.test(line))
              .map(([tier]) => tier);
            if (named.length === 1) expect(named[0], `${formatUsd(amount)} in ${file}: "${line.trim()}"`).toBe(fee.tier);
          } else {
            expect(
              amount === GFE_DISPUTE_THRESHOLD_USD || services.some((s) => priceOf(s).amountUsd === amount),
              `${formatUsd(amount)} in ${file}: "${line.trim()}"`,
            ).toBe(true);
          }
        }
      }
    }
    expect(quoted).toBeGreaterThan(3);
  });

  it("states the cancellation policy with the same numbers everywhere", () => {
    const copy = [...stringsOf(faqGroups), ...stringsOf(services), ...cancellationPolicy.points];
    for (const text of copy) {
      for (const m of text.matchAll(/(\d+) hours' notice/g)) expect(Number(m[1]), text).toBe(cancellationPolicy.noticeHours);
      for (const m of text.matchAll(/(\d+) days' notice/g)) expect(Number(m[1]), text).toBe(cancellationPolicy.intensiveMoveNoticeDays);
    }
    const faq = faqGroups.flatMap((g) => g.faqs).find((f) => f.id === "cancel")!;
    expect(faq.answer).toContain(`${cancellationPolicy.noticeHours} hours' notice`);
    expect(faq.answer).toContain(`${cancellationPolicy.intensiveMoveNoticeDays} days' notice`);
    const resetFaqs = entryAt("/reset")
      .faqs.map((f) => f.answer)
      .join(" ");
    expect(resetFaqs).toContain(`${cancellationPolicy.noticeHours} hours' notice`);
    const intensiveFaqs = entryAt("/weekend-intensive")
      .faqs.map((f) => f.answer)
      .join(" ");
    expect(intensiveFaqs).toContain(`${cancellationPolicy.intensiveMoveNoticeDays} days' notice`);
  });

  it("offers the same instalments wherever a program's payment plan is mentioned", () => {
    const mentions = stringsOf(services).filter((t) => /split into|instalments|payments/.test(t));
    expect(mentions.length).toBeGreaterThan(0);
    for (const text of mentions.filter((t) => /split into/.test(t))) expect(text, text).toContain(programInstalments);
  });
});

describe("formatUsd", () => {
  it("writes whole dollars with thousands separators, as Intl's en-US currency format does", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    for (const amount of [0, 5, 60, 120, 999, 1000, 1450, 12500, 1234567, 149.6, -300]) expect(formatUsd(amount)).toBe(intl.format(amount));
  });
});
