import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { teamGroups } from "~/content/team-page";
import { withProfile } from "~/content/therapist-profiles";
import { credentialLine, supervisorNames, supervisorsOf, therapistBySlug, therapists, type Therapist } from "~/content/therapists";
import { authorBioOf } from "~/features/blog/blog-pages.server";
import { PostBody, PostHeader, type ArticleView } from "~/features/blog/post-article";
import { guidePageData } from "~/features/guides/guides.server";
import { guides } from "~/content/guides";
import { episodeSummary, publishedEpisodes } from "~/features/podcasts/episodes.server";
import { EpisodeVoices } from "~/features/podcasts/episode-parts";
import { therapistFocus, strengthLabels } from "~/features/matching/therapist-focus";
import { TherapistCard } from "./therapist-card";
import { TherapistCarousel } from "./therapist-carousel";
import { TherapistCredentials } from "./therapist-credentials";

/**
 * Texas advertising rules: wherever an associate or the intern is named with a credential, the
 * supervisor follows right after it, in the same line. These render each place a name appears.
 */

const supervised = therapists.filter((t) => t.supervisedBy?.length);
const text = (ui: ReactElement) =>
  renderToStaticMarkup(<MemoryRouter>{ui}</MemoryRouter>)
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const expectedLine = (t: Therapist) => `${t.credentials}, supervised by ${supervisorNames(t)}`;

function article(slug: string): ArticleView {
  const t = therapistBySlug(slug)!;
  return {
    bodyHtml: "<p>Body</p>",
    crisisNote: false,
    domesticViolenceNote: false,
    authorBio: authorBioOf(slug),
    author: { name: t.name, role: t.role, path: `/therapists/${slug}` },
    title: "A post",
    excerpt: "An excerpt",
    topics: [],
    dateIso: "2026-01-01",
    dateLabel: "January 1, 2026",
    readingMinutes: 4,
  } as unknown as ArticleView;
}

describe("supervisors named beside every supervised clinician", () => {
  it("has an associate and an intern, each supervised by board-approved supervisors only", () => {
    expect(supervised.map((t) => t.role).sort()).toEqual(["Associate Therapist", "Masters-Level Intern"]);
    for (const t of supervised) {
      for (const s of supervisorsOf(t)) {
        expect(s.credentials, `${s.name} supervises ${t.name}`).toMatch(/\b[A-Z]+-S\b/);
        expect(t.supervisionDetails, t.slug).toContain(`${s.name}, ${s.credentials}`);
      }
    }
    for (const t of therapists.filter((x) => !x.supervisedBy)) expect(credentialLine(t)).toBe(t.credentials);
  });

  it("on profiles, team cards, the carousel and match results", () => {
    for (const t of supervised) {
      expect(text(<TherapistCredentials therapist={t} />), t.slug).toContain(expectedLine(t));
      expect(text(<TherapistCard therapist={t} />), t.slug).toContain(expectedLine(t));
      expect(text(<TherapistMiniCard therapist={t} />), t.slug).toContain(expectedLine(t));
      expect(text(<TherapistCarousel therapists={[t]} />), t.slug).toContain(expectedLine(t));
    }
  });

  it("in blog bylines, podcast guest lines and guide bylines", () => {
    for (const t of supervised) {
      expect(text(<PostHeader post={article(t.slug)} crumbs={[]} />), t.slug).toContain(expectedLine(t));
      expect(text(<PostBody post={article(t.slug)} />), t.slug).toContain(expectedLine(t));
    }
    const episodes = publishedEpisodes(new Date("2100-01-01")).map((e) => episodeSummary(e));
    const withSupervised = episodes.filter((e) => [e.host, ...e.guests].some((p) => supervised.some((t) => t.slug === p.slug)));
    expect(withSupervised.length).toBeGreaterThan(0);
    for (const e of withSupervised) {
      const line = text(<EpisodeVoices episode={e} />);
      for (const p of [e.host, ...e.guests]) expect(line, `episode ${e.path}`).toContain(credentialLine(therapistBySlug(p.slug)!));
    }
    for (const g of guides) {
      const author = therapistBySlug(g.author)!;
      expect(guidePageData(g.slug).author.credentials, g.slug).toBe(credentialLine(author));
    }
  });

  it("says on /team exactly who supervises whom", () => {
    const said = `${teamGroups.leadership.text} ${teamGroups.therapists.text}`;
    for (const t of supervised) for (const s of supervisorsOf(t)) expect(said).toMatch(new RegExp(`${s.name}, ${s.credentials}, supervises [^.]*${t.name}`));
    // Only people who supervise someone are said to supervise.
    for (const m of said.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), [^,]+, supervises/g))
      expect(supervised.some((t) => supervisorsOf(t).some((s) => s.name === m[1]))).toBe(true);
    expect(said).not.toMatch(/supervise our associates/);
  });
});

describe("no claim beyond a credential", () => {
  it("never gives the intern a 'deep experience' strength", () => {
    for (const t of therapists.filter((x) => x.feeTier === "intern")) {
      const claims = therapistFocus[t.slug]!.strengths.map((s) => strengthLabels[s]);
      expect(
        claims.filter((c) => /deep experience/i.test(c)),
        t.slug,
      ).toEqual([]);
    }
  });

  it("says no profile sees clients independently unless fully licensed", () => {
    for (const t of supervised.map(withProfile)) expect(t.bio.join(" "), t.slug).not.toMatch(/independent/i);
  });
});
