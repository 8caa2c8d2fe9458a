import { useSearchParams } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { ButtonLink } from "~/components/ui/button";
import { vibeCheckCta } from "~/content/navigation";
import { teamGroups, teamPageCrumbs, teamPageCtaTitle, teamPageHeader, teamPageSeo } from "~/content/team-page";
import { therapistPath, therapists } from "~/content/therapists";
import { CredentialsGlossary } from "~/features/therapists/credentials-glossary";
import { FirstContactSection } from "~/features/therapists/first-contact-section";
import { TeamCollage } from "~/features/therapists/team-collage";
import { TeamFilterBar } from "~/features/therapists/team-filter-bar";
import { filterTeam, readTeamFilters } from "~/features/therapists/team-filters";
import { TeamGroupSection } from "~/features/therapists/team-group-section";
import { TeamNoMatch } from "~/features/therapists/team-no-match";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { itemListJsonLd } from "~/lib/json-ld/item-list";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/team";

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: teamPageSeo.title,
    description: teamPageSeo.description,
    canonicalPath: "/team",
    jsonLd: [
      breadcrumbJsonLd(origin, teamPageCrumbs),
      itemListJsonLd(
        origin,
        teamPageSeo.listName,
        therapists.map((t) => ({ name: `${t.name}, ${t.role}`, path: therapistPath(t) })),
      ),
    ],
  });
}

export default function TeamPage() {
  const [params] = useSearchParams();
  const filters = readTeamFilters(params);
  const team = filterTeam(filters);
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={teamPageCrumbs} />}
        eyebrow={teamPageHeader.eyebrow}
        title={teamPageHeader.title}
        art={<TeamCollage />}
        lede={teamPageHeader.lede}
      >
        <ButtonLink to={vibeCheckCta.to}>{vibeCheckCta.label}</ButtonLink>
        <ButtonLink to="#first-contact" variant="secondary">
          {teamPageHeader.firstContactLink}
        </ButtonLink>
      </PageHeader>
      <TeamFilterBar filters={filters} params={params} shown={team} />
      {team.count === 0 ? <TeamNoMatch /> : null}
      {team.leadership.length > 0 ? (
        <TeamGroupSection id="leadership-heading" {...teamGroups.leadership} people={team.leadership} tone="cream" feature deferred />
      ) : null}
      {team.clinicians.length > 0 ? (
        <TeamGroupSection id="therapists-heading" {...teamGroups.therapists} people={team.clinicians} tone="sand" deferred />
      ) : null}
      <FirstContactSection />
      <CredentialsGlossary />
      <VibeCheckCta title={teamPageCtaTitle} deferred />
    </>
  );
}
