import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { withProfile } from "~/content/therapist-profiles";
import { therapists } from "~/content/therapists";
import { SpecialtyCard } from "~/features/therapists/specialty-card";
import { styleGuidePages } from "~/content/style-guide";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/specialty-card-demo";
import { DemoSection, StyleGuideNav } from "~/features/style-guide/style-guide-nav";

const copy = styleGuidePages.specialtyCardDemo;

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: copy.title, description: copy.description, noindex: true });
}

export default function SpecialtyCardDemoPage() {
  const allSpecialties = [...new Set(therapists.flatMap((t) => withProfile(t).specialties))];
  return (
    <>
      <StyleGuideNav />
      <PageHeader eyebrow={copy.eyebrow} title={copy.headline} lede={copy.lede} />
      <DemoSection id="variants" title="Variants">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <SpecialtyCard label="Premarital counseling" />
          </li>
          <li>
            <SpecialtyCard label="Engaged and newly married couples" tone="coral" />
          </li>
          <li>
            <SpecialtyCard label="Rebuilding trust" description="After an affair, a secret or a broken promise, at a pace that feels safe for both of you." />
          </li>
        </ul>
      </DemoSection>
      <DemoSection id="all" title="Every specialty on the team" tone="sand" note="From therapists.ts; icons come from the words in each label.">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {allSpecialties.map((s) => (
            <li key={s}>
              <SpecialtyCard label={s} />
            </li>
          ))}
        </ul>
      </DemoSection>
      <VibeCheckCta />
    </>
  );
}
