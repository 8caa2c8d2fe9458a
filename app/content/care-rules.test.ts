import { site } from "./site";
import { visitorCopyFiles } from "./visitor-copy.test-support";
import { describe, expect, it } from "vitest";
import { confidentialityLimits, hsaFsaRule, superbillOnRequest, superbillRule } from "./care-rules";
import { faqGroupsFor } from "./faqs";
import { outOfNetworkSteps } from "./fees-page";
import { servicePageExtras } from "./service-facts";
import { paymentFacts, services } from "./services";
import { vibeCheckFaqsFor } from "./vibe-check";

const faqGroups = faqGroupsFor(site);

/**
 * Insurance money and confidentiality, said precisely everywhere: HSA/FSA and superbills only for
 * treatment of a diagnosed condition (IRS Publication 502, medical necessity), and privacy always
 * with its limits. These checks read every piece of copy that talks about either.
 */

function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

const copyFiles = visitorCopyFiles;

/** Sentences a visitor reads (questions and ids aside: the answer beside them says the rule). */
const markdownFiles = copyFiles().filter((f) => f.file.endsWith(".md"));
const markdownParagraphs = new Set(markdownFiles.flatMap((f) => f.text.split(/\n\s*\n/)));
const copy = [
  ...stringsOf(faqGroups),
  ...stringsOf(services),
  ...stringsOf(servicePageExtras),
  ...stringsOf(paymentFacts),
  ...stringsOf(outOfNetworkSteps),
  ...stringsOf(vibeCheckFaqsFor(site)),
  ...markdownParagraphs,
].filter((t) => t.length > 40 && !t.trim().endsWith("?"));

/** Programs for couples who are doing well: no diagnosis, so no superbill is offered. */
const thriving = ["premarital-counseling", "premarital-blueprint", "loveinsurance", "restart-weekend"];

describe("HSA, FSA and superbills", () => {
  it("ties HSA and FSA use to a diagnosed condition wherever they are named", () => {
    expect(hsaFsaRule).toMatch(/diagnosed/);
    expect(hsaFsaRule).toMatch(/Publication 502/);
    const namesAccount = (t: string) => /\b(?:HSA|FSA|health savings|flexible spending)\b/.test(t);
    const mentions = copy.filter((t) => namesAccount(t) && !markdownParagraphs.has(t));
    expect(mentions.length).toBeGreaterThan(0);
    for (const t of mentions) expect(t, t).toMatch(/diagnos/);
    // A post is read as a whole: one that speaks of paying for therapy from these accounts states the rule in it.
    for (const { file, text } of markdownFiles) {
      const aboutTherapy = text.split(/\n\s*\n/).some((paragraph) => namesAccount(paragraph) && /therap|counsel|session/i.test(paragraph));
      if (aboutTherapy) expect(text, file).toMatch(/diagnos/);
    }
  });

  it("offers a superbill only for the treatment of a diagnosed condition, and says who may not be reimbursed", () => {
    expect(superbillRule).toMatch(/diagnos/);
    expect(superbillRule).toMatch(/medically necessary/);
    expect(superbillRule).toMatch(/associate or an intern/);
    const offers = copy.filter((t) => /superbill (?:on request)|give you a superbill|offer superbills|can give you a superbill|we'll send one/i.test(t));
    expect(offers.length).toBeGreaterThan(5);
    for (const t of offers) expect(t, t).toMatch(/diagnos/);
  });

  it("does not offer superbills for programs meant for couples who are doing well", () => {
    for (const slug of thriving) {
      const entry = services.find((s) => s.slug === slug)!;
      expect(entry.included, slug).not.toContain(superbillOnRequest);
      const said = [...stringsOf(entry), ...stringsOf(servicePageExtras[entry.slug])].join(" ");
      expect(said, slug).not.toMatch(/give you a superbill|superbill on request/i);
    }
  });
});

describe("confidentiality", () => {
  it("states its limits wherever confidentiality is promised", () => {
    for (const limit of [/serious risk of harm/, /abuse/, /court/, /supervisor/]) expect(confidentialityLimits).toMatch(limit);
    const promises = copy.filter((t) => /\bconfidential\b/i.test(t) && !/988|Lifeline|24\/7|hotline/i.test(t));
    expect(promises.length).toBeGreaterThan(2);
    for (const t of promises) expect(t, t).toMatch(/limit|exception/i);
  });

  it("never promises absolute privacy or an HSA by default, anywhere in the app", () => {
    const absolute = [
      /(?<!Outside those limits, )[Nn]othing (?:goes|is shared) (?:to|with) family/,
      /stay between you and your therapist/,
      /eligible expense for health savings/,
      /typically an eligible expense/,
    ];
    const offenders = copyFiles().flatMap(({ file, text }) => absolute.filter((re) => re.test(text)).map((re) => `${file}: ${re}`));
    expect(offenders).toEqual([]);
  });
});
