import { withProfile } from "~/content/therapist-profiles";
import { describe, expect, it } from "vitest";
import { serviceBySlug, services } from "~/content/services";
import { therapists } from "~/content/therapists";
import { concerns, whoOptions } from "./questions";
import { buildMatchCatalog } from "./match-catalog.server";
import { recommend as recommendWith, type MatchAnswers } from "./recommend";
import { therapistFocus } from "./therapist-focus";

const catalog = buildMatchCatalog();
const recommend = (answers: MatchAnswers) => recommendWith(answers, catalog);

describe("recommend", () => {
  it("suggests Strengthen & Reconnect for a couple that feels distant, with couples therapists", () => {
    const r = recommend({ who: "us", concern: "distance", pace: "weekly", format: "either" });
    expect(r.primary).toBe("strengthen-reconnect");
    expect(r.alternates).toEqual(["reset", "weekend-intensive"]);
    expect(r.therapists.map((t) => t.slug)).toEqual(["marcus-hale", "danielle-okafor", "sam-whitfield"]);
    expect(r.showCrisisNotice).toBe(false);
  });

  it("sends a couple after an affair to crisis care, shows the crisis notice and never offers a discounted trial first", () => {
    const r = recommend({ who: "us", concern: "trust", pace: "trial" });
    expect(r.primary).toBe("crisis-couples");
    expect(r.showCrisisNotice).toBe(true);
    expect(r.alternates).toContain("repair");
  });

  it("moves a couple who wants concentrated work to the weekend intensive, and the founder appears for it", () => {
    const r = recommend({ who: "us", concern: "trust", pace: "concentrated", format: "in-person", schedule: ["weekend"] });
    expect(r.primary).toBe("weekend-intensive");
    expect(r.alternates).toEqual(["crisis-couples", "repair"]);
    expect(r.therapists.map((t) => t.slug)).toEqual(["nia-carter", "marcus-hale", "danielle-okafor"]);
  });

  it("keeps the in-person weekend intensive out of first place for online-only couples", () => {
    const r = recommend({ who: "us", concern: "trust", pace: "concentrated", format: "online" });
    expect(r.primary).toBe("crisis-couples");
    expect(r.alternates).toContain("weekend-intensive");
    expect(r.notes[0]).toMatch(/in person in Dallas/);
    // The founder only takes intensives, so she is not suggested for weekly crisis work.
    expect(r.therapists.map((t) => t.slug)).not.toContain("nia-carter");
  });

  it("recommends the Premarital Blueprint to engaged couples and a premarital therapist first", () => {
    const r = recommend({ who: "engaged", concern: "wedding", pace: "trial", schedule: ["evening"] });
    expect(r.primary).toBe("premarital-blueprint");
    expect(r.therapists[0]?.slug).toBe("priya-raman");
  });

  it("offers BIPOC couples therapy when a couple asks for BIPOC experience, with the matching therapists first", () => {
    const r = recommend({ who: "us", concern: "distance", strengths: ["bipoc"] });
    expect(r.primary).toBe("therapy-gets-your-world");
    expect(r.alternates[0]).toBe("strengthen-reconnect");
    expect(
      r.therapists
        .slice(0, 2)
        .map((t) => t.slug)
        .sort(),
    ).toEqual(["danielle-okafor", "priya-raman"]);
    expect(r.therapists[0]?.reasons).toContain("Deep experience with BIPOC couples and individuals");
  });

  it("routes individuals by identity, pace and LGBTQ+ preference", () => {
    expect(recommend({ who: "me", concern: "anxiety" }).primary).toBe("individual-healing");
    expect(recommend({ who: "me", concern: "anxiety", strengths: ["culture-family"] }).primary).toBe("beautifully-complicated");
    expect(recommend({ who: "me", concern: "anxiety", strengths: ["lgbtq"] }).primary).toBe("inclusive-therapy");
    expect(recommend({ who: "me", concern: "patterns", pace: "concentrated" }).primary).toBe("renewal-retreat");
    expect(recommend({ who: "me", concern: "anxiety", pace: "trial" }).primary).toBe("reset");
  });

  it("puts the supervised intern first for someone asking for a lower fee", () => {
    const r = recommend({ who: "me", concern: "anxiety", strengths: ["lower-fee"] });
    expect(r.therapists[0]?.slug).toBe("sam-whitfield");
    expect(r.therapists[0]?.reasons).toContain("Offers lower-fee sessions");
  });

  it("suggests the Restart Weekend to a thriving couple who want a concentrated format", () => {
    const r = recommend({ who: "us", concern: "maintenance", pace: "concentrated" });
    expect(r.primary).toBe("restart-weekend");
    expect(r.alternates).toContain("loveinsurance");
  });

  it("rejects a concern that does not belong to the chosen group", () => {
    expect(() => recommend({ who: "me", concern: "wedding" })).toThrow(/unknown concern/);
  });

  it("gives every answer combination a real service, distinct alternates and at least one therapist", () => {
    for (const who of whoOptions.map((o) => o.value)) {
      for (const concern of concerns.filter((c) => c.forWho.includes(who))) {
        for (const pace of ["weekly", "concentrated", "trial", "unsure"] as const) {
          for (const format of ["in-person", "online", "either"] as const) {
            const r = recommend({ who, concern: concern.id, pace, format });
            expect(serviceBySlug(r.primary), `${who}/${concern.id}/${pace}/${format}`).toBeDefined();
            expect(r.alternates).not.toContain(r.primary);
            expect(new Set(r.alternates).size).toBe(r.alternates.length);
            expect(r.therapists.length, `${who}/${concern.id}/${pace}/${format}`).toBeGreaterThan(0);
            if (format === "online") expect(serviceBySlug(r.primary)?.format.online, `${who}/${concern.id}/${pace}`).toBe(true);
          }
        }
      }
    }
  });
});

describe("therapist focus", () => {
  it("covers every therapist and names only real services", () => {
    expect(Object.keys(therapistFocus).sort()).toEqual(therapists.map((t) => t.slug).sort());
    for (const t of therapists) {
      for (const slug of t.offers) expect(serviceBySlug(slug), slug).toBeDefined();
    }
  });

  it("gives every service and program at least one clinician who is taking clients for it", () => {
    for (const s of services) {
      const offering = therapists.filter((t) => t.offers.includes(s.slug));
      expect(offering.length, s.slug).toBeGreaterThan(0);
    }
  });

  it("says a clinician has early mornings only when their schedule has them", () => {
    for (const t of therapists) {
      const said = [t.oneLiner, ...withProfile(t).bio].join(" ");
      if (/early morning/i.test(said)) expect(therapistFocus[t.slug]!.schedule, t.slug).toContain("early");
    }
  });
});
