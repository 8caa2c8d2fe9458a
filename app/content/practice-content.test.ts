import { describe, expect, it } from "vitest";
import { allFaqsFor, faqGroupsFor } from "./faqs";
import { extendedSessionFee, sessionFeeFor, sessionFees, standardSessionFromUsd } from "./fees";
import { site } from "./site";
import { licensingBoards, therapistProfiles, withProfile } from "./therapist-profiles";
import { availabilityLabels, availabilityOf, combinedYearsOfExperience, supervisorNames, supervisorsOf, therapistBySlug, therapists } from "./therapists";
import { footerQuickLinks } from "./navigation";
import { pressMentions } from "./press";
import { faqMatches } from "~/components/sections/faq";

const faqGroups = faqGroupsFor(site);
const allFaqs = allFaqsFor(site);

describe("therapists", () => {
  it("has six clinicians with unique first-last slugs", () => {
    expect(therapists).toHaveLength(6);
    const slugs = therapists.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const t of therapists) expect(t.slug).toMatch(/^[a-z]+-[a-z]+$/);
  });

  it("applies the availability badge rules (accepting, waitlist, and the two named exceptions)", () => {
    const badge = (slug: string) => availabilityLabels[availabilityOf(therapistBySlug(slug)!)];
    expect(badge("nia-carter")).toEqual({ short: "Limited Intensives", long: "Limited Intensives Available" });
    expect(badge("elena-brooks")).toEqual({ short: "Limited Availability", long: "Limited Availability" });
    expect(badge("marcus-hale")).toEqual({ short: "Accepting", long: "Accepting Clients" });
    expect(availabilityLabels[availabilityOf({ isAcceptingClients: false })]).toEqual({ short: "Waitlist", long: "Waitlist Available" });
  });

  it("names a supervisor for the associate and the intern, and only for them", () => {
    for (const t of therapists) {
      const supervised = t.role === "Associate Therapist" || t.role === "Masters-Level Intern";
      expect(Boolean(t.supervisedBy?.length && t.supervisionDetails), t.slug).toBe(supervised);
    }
  });

  it("names as supervisors only clinicians whose own credentials carry the supervisor's -S", () => {
    for (const t of therapists.filter((x) => x.supervisedBy)) {
      const named = supervisorsOf(t);
      expect(named.length, t.slug).toBeGreaterThan(0);
      for (const s of named) {
        expect(s.credentials, `${s.name} supervises ${t.name}`).toMatch(/\b[A-Z]+-S\b/);
        expect(
          withProfile(s).licences.some((l) => l.abbreviation.endsWith("-S")),
          s.name,
        ).toBe(true);
      }
      // Every credential written after a supervisor's name is a supervisor credential.
      for (const m of `${supervisorNames(t)} ${t.supervisionDetails}`.matchAll(/(?:[A-Z][a-z]+ [A-Z][a-z]+), ((?:L[A-Z]+(?:-S)?(?:, )?)+)/g)) {
        for (const cred of m[1]!.split(/,\s*/).filter(Boolean)) expect(cred, `${t.slug}: ${m[0]}`).toMatch(/-S$/);
      }
    }
  });

  it("writes each supervision sentence as a person would: every supervisor named once, no clause repeated", () => {
    for (const t of therapists.filter((x) => x.supervisionDetails)) {
      const sentence = t.supervisionDetails!;
      for (const s of supervisorsOf(t)) {
        expect(sentence.split(s.name).length - 1, `${t.slug}: ${s.name}`).toBe(1);
      }
      expect(sentence, t.slug).toMatch(new RegExp(`^${t.firstName} `));
      expect(sentence, t.slug).not.toMatch(/\b(\w+ \w+ \w+)\b.*\b\1\b/);
    }
  });

  it("gives every clinician exactly one profile, and no profile to anyone else", () => {
    expect(Object.keys(therapistProfiles).sort()).toEqual(therapists.map((t) => t.slug).sort());
    for (const t of therapists) {
      const p = withProfile(t);
      expect(p.bio.length, t.slug).toBeGreaterThan(0);
      expect(p.specialties.length, t.slug).toBeGreaterThan(0);
      expect(p.funFact, t.slug).not.toBe("");
    }
    expect(() => withProfile({ ...therapists[0]!, slug: "no-one" })).toThrow(/No profile for therapist "no-one"/);
  });

  it("gives every licensed clinician a licence from a known board, and the intern none", () => {
    for (const t of therapists.map(withProfile)) {
      if (t.role === "Masters-Level Intern") expect(t.licences).toEqual([]);
      else expect(t.licences.length, t.slug).toBeGreaterThan(0);
      for (const l of t.licences) {
        expect(licensingBoards[l.board].lookupUrl).toMatch(/^https:\/\//);
        expect(l.number).toMatch(/^\d+$/);
      }
    }
    expect(withProfile(therapistBySlug("elena-brooks")!).licences[0]!.board).toBe("psychology");
  });

  it("backs the 25+ years of combined experience claim", () => {
    expect(combinedYearsOfExperience()).toBeGreaterThanOrEqual(25);
  });
});

describe("fees", () => {
  it("makes the search-engine default price the associate session fee", () => {
    expect(standardSessionFromUsd).toBe(site.prices.defaultSessionUsd);
    expect(standardSessionFromUsd).toBe(120);
    expect(sessionFeeFor("associate").sessionUsd).toBe(120);
  });

  it("prices every fee tier a therapist uses, rising with experience", () => {
    for (const t of therapists) expect(() => sessionFeeFor(t.feeTier)).not.toThrow();
    const fees = sessionFees.map((f) => f.sessionUsd);
    expect([...fees].sort((a, b) => a - b)).toEqual(fees);
    expect(new Set(fees).size).toBe(fees.length);
  });

  it("rounds extended sessions to five dollars", () => {
    for (const fee of sessionFees) expect(extendedSessionFee(fee) % 5).toBe(0);
    expect(extendedSessionFee(sessionFeeFor("licensed"))).toBe(225);
    expect(extendedSessionFee(sessionFeeFor("leadership"))).toBe(280);
  });
});

describe("faqs", () => {
  it("have unique ids and real answers", () => {
    const ids = allFaqs.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of allFaqs) expect(f.answer.length, f.id).toBeGreaterThan(80);
    expect(faqGroups.length).toBeGreaterThan(2);
  });

  it("match every word of a search, in any case", () => {
    expect(faqMatches("Superbill", "What is a superbill and how do I use it?")).toBe(true);
    expect(faqMatches("superbill couples", "What is a superbill?")).toBe(false);
    expect(faqMatches("  ", "anything")).toBe(true);
  });
});

describe("press logos", () => {
  it("give every outlet a wordmark treatment of its own", () => {
    const styles = pressMentions.map((m) => m.image.style);
    expect(new Set(styles).size).toBe(pressMentions.length);
  });
});

describe("footer quick links", () => {
  it("labels the journalists' contact page 'Media & Press' and the coverage page apart from it", () => {
    expect(footerQuickLinks.find((l) => l.to === "/media-contact")?.label).toBe("Media & Press");
    expect(footerQuickLinks.find((l) => l.to === "/media")?.label).toBe("Millennial Life in the Media");
  });
});
