import { createElement, isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { siteRoutes } from "~/routes";
import { programOffer } from "~/features/services/fee-page-data.server";
import { crisisLines } from "../crisis-lines";
import { extendedSessionFee, formatUsd, GFE_DISPUTE_THRESHOLD_USD, internSessionUsd, sessionFees, standardSessionFromUsd } from "../fees";
import { feesPageReading } from "../fees-page";
import { priceLabel, services } from "../services";
import { supervisorNames, therapists } from "../therapists";
import { afterYouAsk } from "../vibe-check";
import { answerPagePaths, type AnswerPageContent } from "./answer-page-types";
import { couplesTherapyCostPage, feeLevels } from "./couples-therapy-cost";
import { discernmentCounselingPage, discernmentPaths } from "./discernment-counseling";
import { firstSessionPage } from "./first-session";
import { PracticeAddress } from "../practice-details";

const rescueRebuild = programOffer("/rescue-rebuild");
const discernmentPage = discernmentCounselingPage(rescueRebuild);
const pages: AnswerPageContent[] = [firstSessionPage, couplesTherapyCostPage, discernmentPage];

/** Every word a page shows, with its links' addresses, by walking its React elements (function components are rendered). */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode; to?: string; href?: string }>(node)) {
    // The saved contact details are read from the root route's data: rendered in a router (with the defaults).
    if (node.type === PracticeAddress) return renderToStaticMarkup(createElement(createRoutesStub([{ path: "/", Component: () => node }])));
    if (typeof node.type === "function") return textOf((node.type as (p: unknown) => ReactNode)(node.props));
    const target = node.props.to ?? node.props.href;
    return `${textOf(node.props.children)}${target ? ` <${target}>` : ""}`;
  }
  return "";
}

function pageText(page: AnswerPageContent): string {
  return [
    page.title,
    page.lede,
    ...page.summary.map(textOf),
    ...page.sections.map((s) => `${s.title}\n${textOf(s.body)}`),
    ...page.faqs.map((f) => `${f.question} ${f.answer}`),
  ].join("\n");
}

describe("the three answer pages", () => {
  it("are in the route table, indexable, each at its own path with a unique title", () => {
    for (const page of pages) {
      const route = siteRoutes.find((r) => r.path === page.path);
      expect(route?.indexable, page.path).toBe(true);
      expect(page.crumbs.at(-1)!.path).toBe(page.path);
      expect(page.crumbs[0]).toEqual({ name: "Home", path: "/" });
      expect(page.seo.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.seo.description.length, page.path).toBeLessThanOrEqual(160);
    }
    expect(new Set(pages.map((p) => p.seo.title)).size).toBe(3);
    expect(Object.values(answerPagePaths).sort()).toEqual(pages.map((p) => p.path).sort());
  });

  it("have unique section anchors and plain-text FAQ answers (the FAQPage JSON-LD repeats them)", () => {
    for (const page of pages) {
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size, page.path).toBe(ids.length);
      expect(page.faqs.length, page.path).toBeGreaterThan(0);
      for (const f of page.faqs) expect(typeof f.answer).toBe("string");
    }
  });

  it("are linked from the fees page, the Vibe Check page and the Rescue & Rebuild page", () => {
    expect(feesPageReading.links.map((l) => l.to)).toEqual([answerPagePaths.cost, answerPagePaths.firstSession]);
    expect(afterYouAsk.firstSession.to).toBe(answerPagePaths.firstSession);
    const steps = services.find((s) => s.path === "/rescue-rebuild")!.howItWorks;
    expect(steps.some((s) => s.link?.to === answerPagePaths.discernment)).toBe(true);
  });

  it("use the site's words: email, US spelling, the Vibe Check booked, not requested", () => {
    for (const page of pages) {
      const text = pageText(page);
      expect(text, page.path).not.toMatch(/e-mail|request a Vibe Check|licence|practise|centre|colour|favourite/i);
    }
  });

  it("link the Good Faith Estimate notice of the fees page and give its dispute threshold from fees.ts", () => {
    for (const page of [firstSessionPage, couplesTherapyCostPage]) {
      const text = pageText(page);
      expect(text, page.path).toContain("</fees-and-faqs#good-faith-estimate>");
      expect(text, page.path).toContain(formatUsd(GFE_DISPUTE_THRESHOLD_USD));
    }
  });
});

describe("first session", () => {
  const text = pageText(firstSessionPage);

  it("covers intake and consent, secrets in couples work, safety screening and telehealth", () => {
    expect(firstSessionPage.sections.map((s) => s.id)).toEqual(["before", "secrets", "safety", "telehealth", "the-hour", "estimate"]);
    expect(text).toMatch(/informed consent/);
    expect(text).toMatch(/don't keep secrets that affect your relationship/);
    expect(text).toMatch(/physically in Texas/);
  });

  it("states the limits of confidentiality wherever it promises it", () => {
    for (const limit of [/serious risk of harm/, /abuse or neglect/, /court orders/, /supervisor reviews your care/]) expect(text).toMatch(limit);
  });

  it("gives 988, 911 and the domestic violence hotline from crisis-lines.ts", () => {
    expect(text).toContain(`<${crisisLines.lifeline.call}>`);
    expect(text).toContain(`<${crisisLines.emergency.call}>`);
    expect(text).toContain(`${crisisLines.domesticViolence.display} <${crisisLines.domesticViolence.call}>`);
  });
});

describe("couples therapy cost", () => {
  const text = pageText(couplesTherapyCostPage);

  it("lists every fee level of fees.ts with both session lengths, lowest first", () => {
    const levels = feeLevels();
    expect(levels.map((l) => l.tier)).toEqual(sessionFees.map((f) => f.tier));
    for (const [i, level] of levels.entries()) {
      expect(level.sessionUsd).toBe(sessionFees[i]!.sessionUsd);
      expect(level.extendedUsd).toBe(extendedSessionFee(sessionFees[i]!));
      expect(level.clinicians.length, level.tier).toBeGreaterThan(0);
    }
  });

  it("gives every clinician a fee card, and names the supervisor right after a supervised clinician's credentials", () => {
    const lines = feeLevels().flatMap((l) => l.clinicians.map((c) => c.line));
    expect(lines).toHaveLength(therapists.length);
    for (const t of therapists) {
      const line = lines.find((l) => l.startsWith(`${t.name}, `))!;
      if (t.supervisedBy?.length) expect(line).toBe(`${t.name}, ${t.credentials}, supervised by ${supervisorNames(t)}`);
      else expect(line).toBe(`${t.name}, ${t.credentials}`);
      expect(line.includes("supervised by"), t.slug).toBe(Boolean(t.supervisedBy?.length));
    }
  });

  it("quotes only prices that fees.ts gives", () => {
    const allowed = new Set([
      ...sessionFees.flatMap((f) => [f.sessionUsd, extendedSessionFee(f)]),
      GFE_DISPUTE_THRESHOLD_USD,
      standardSessionFromUsd,
      internSessionUsd,
    ]);
    const written = [...`${text} ${couplesTherapyCostPage.seo.description}`.matchAll(/\$(\d[\d,]*)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
    expect(written.length).toBeGreaterThan(0);
    for (const amount of written) expect(allowed.has(amount), formatUsd(amount)).toBe(true);
    expect(couplesTherapyCostPage.seo.description).toContain(formatUsd(standardSessionFromUsd));
    expect(couplesTherapyCostPage.summary[0]).toContain(`${formatUsd(internSessionUsd)} to ${formatUsd(Math.max(...sessionFees.map((f) => f.sessionUsd)))}`);
  });

  it("says when superbills work and what HSA and FSA rules allow", () => {
    expect(text).toMatch(/medically necessary/);
    expect(text).toMatch(/associate therapist or our intern may not be reimbursed/);
    expect(text).toMatch(/Love Insurance or premarital counseling/);
    expect(text).toContain("<https://www.irs.gov/publications/p502>");
    expect(text).toMatch(/marriage counseling among the expenses that are not medical care/);
  });
});

describe("discernment counseling", () => {
  const text = pageText(discernmentPage);

  it("names Rescue & Rebuild with the price and length of its service entry", () => {
    const entry = services.find((s) => s.path === "/rescue-rebuild")!;
    expect(text).toContain(`${rescueRebuild.title} </rescue-rebuild>`);
    expect(priceLabel(entry)).toContain(formatUsd(rescueRebuild.amountUsd));
    expect(text).toContain(formatUsd(rescueRebuild.amountUsd));
    expect(text).toContain(entry.length);
    const written = [...text.matchAll(/\$(\d[\d,]*)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
    for (const amount of written) expect(amount).toBe(rescueRebuild.amountUsd);
  });

  it("explains the format: one leaning out, one leaning in, one to five sessions, three paths", () => {
    expect(text).toMatch(/leaning out/);
    expect(text).toMatch(/leaning in/);
    expect(text).toMatch(/one to five sessions/i);
    expect(discernmentPaths.map((p) => p.name)).toEqual(["Rebuild", "Pause", "Part"]);
  });

  it("says who it is not for, with 988, 911 and the National Domestic Violence Hotline", () => {
    const notFor = textOf(discernmentPage.sections.find((s) => s.id === "not-for")!.body);
    expect(notFor).toMatch(/violence, threats or fear/);
    expect(notFor).toContain(`${crisisLines.domesticViolence.display} <${crisisLines.domesticViolence.call}>`);
    expect(notFor).toContain(`<${crisisLines.emergency.call}>`);
    expect(notFor).toContain(`<${crisisLines.lifeline.call}>`);
    expect(discernmentPage.crisisNotice).toBe("domestic-violence");
  });
});
