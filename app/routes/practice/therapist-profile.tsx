import type { Route } from "./+types/therapist-profile";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { RenderLater } from "~/components/performance/render-later";
import { GENERIC_PROFILE_TITLE, GenericProfile } from "~/features/therapists/generic-profile";
import { MoreOfTheTeam } from "~/features/therapists/more-of-the-team";
import { profileDescription } from "~/features/therapists/profile-description";
import { ProfileAbout } from "~/features/therapists/profile-about";
import { ProfileHero } from "~/features/therapists/profile-hero";
import { ProfileLicences } from "~/features/therapists/profile-licences";
import { ProfileSpecialties } from "~/features/therapists/profile-specialties";
import { therapistProfilePage } from "~/features/therapists/therapist-profile.server";
import { therapistPath } from "~/content/therapists";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { personJsonLd } from "~/lib/json-ld/person";

export function loader({ params }: Route.LoaderArgs) {
  return therapistProfilePage(params.slug);
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (page?.kind !== "profile") {
    return seoMeta(args, {
      title: GENERIC_PROFILE_TITLE,
      description: "Looking for a Millennial Life therapist? Meet our Dallas team of couples, premarital and individual therapists and find the right fit.",
      noindex: true,
    });
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
};

export default function TherapistProfilePage({ loaderData: page }: Route.ComponentProps) {
  if (page.kind === "generic") return <GenericProfile team={page.team} />;
  const t = page.therapist;
  return (
    <>
      <ProfileHero therapist={t} crumbs={page.crumbs} />
      <RenderLater>
        <ProfileAbout therapist={t} feeLine={page.feeLine} />
      </RenderLater>
      <RenderLater>
        <ProfileSpecialties therapist={t} />
      </RenderLater>
      <RenderLater>
        <ProfileLicences therapist={t} supervisors={page.supervisors} lookupUrl={page.lookupUrl} />
      </RenderLater>
      <RenderLater>
        <MoreOfTheTeam others={page.others} />
      </RenderLater>
      <RenderLater>
        <VibeCheckCta
          title={`Want to work with ${t.firstName}?`}
          text={`Request a free 15-minute Vibe Check and mention ${t.firstName}. We'll check openings, answer your questions about fees and format, and reply within 24 business hours.`}
        />
      </RenderLater>
    </>
  );
}
