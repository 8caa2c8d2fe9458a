import { VibeCheckCta } from "~/components/sections/cta-band";
import { profilePageCopy } from "~/content/team-page";
import { therapistPath } from "~/content/therapists";
import { GENERIC_PROFILE_TITLE, GenericProfile } from "~/features/therapists/generic-profile";
import { MoreOfTheTeam } from "~/features/therapists/more-of-the-team";
import { ProfileAbout } from "~/features/therapists/profile-about";
import { profileDescription } from "~/features/therapists/profile-description";
import { ProfileHero } from "~/features/therapists/profile-hero";
import { ProfileLicences } from "~/features/therapists/profile-licences";
import { ProfileSpecialties } from "~/features/therapists/profile-specialties";
import { therapistProfilePage } from "~/features/therapists/therapist-profile.server";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { personJsonLd } from "~/lib/json-ld/person";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-profile";

export function loader({ params }: Route.LoaderArgs) {
  return therapistProfilePage(params.slug);
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData;
  if (page?.kind !== "profile") {
    return seoMeta(args, { title: GENERIC_PROFILE_TITLE, description: profilePageCopy.genericDescription, noindex: true });
  }
  const t = page.therapist;
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: `${t.name}, ${t.role}`,
    description: profileDescription(t),
    ogType: "profile",
    canonicalPath: therapistPath(t),
    jsonLd: [personJsonLd(origin, t), breadcrumbJsonLd(origin, page.crumbs)],
  });
}

export default function TherapistProfilePage({ loaderData: page }: Route.ComponentProps) {
  if (page.kind === "generic") return <GenericProfile team={page.team} />;
  const t = page.therapist;
  return (
    <>
      <ProfileHero therapist={t} crumbs={page.crumbs} />
      <ProfileAbout therapist={t} feeLine={page.feeLine} deferred />
      <ProfileSpecialties therapist={t} deferred />
      <ProfileLicences therapist={t} supervisors={page.supervisors} lookupUrl={page.lookupUrl} deferred />
      <MoreOfTheTeam others={page.others} deferred />
      <VibeCheckCta {...profilePageCopy.cta(t.firstName)} deferred />
    </>
  );
}
