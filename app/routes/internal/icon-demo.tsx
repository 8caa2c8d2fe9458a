import { LogoMark } from "~/components/layout/logo";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { Icon, iconNames, ReviewsServiceIcon } from "~/components/ui/icons";
import { ConversationArt, CreativeArt, EnvelopeArt, SixArt, SofaArt } from "~/components/ui/line-art";
import { SocialIcon } from "~/components/ui/social-icon";
import { site } from "~/content/site";
import { SPECIALTY_ICONS } from "~/features/therapists/specialty-card";
import { styleGuidePages } from "~/content/style-guide";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/icon-demo";
import { DemoSection, StyleGuideNav } from "~/features/style-guide/style-guide-nav";

const copy = styleGuidePages.iconDemo;

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: copy.title, description: copy.description, noindex: true });
}

const ART = [
  { name: "SofaArt", Art: SofaArt },
  { name: "ConversationArt", Art: ConversationArt },
  { name: "CreativeArt", Art: CreativeArt },
  { name: "SixArt", Art: SixArt },
  { name: "EnvelopeArt", Art: EnvelopeArt },
];

function Tile({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <li className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-4 text-center">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-teal-50 text-teal-800">{children}</span>
      <code className="text-xs break-all text-ink-soft">{name}</code>
    </li>
  );
}

export default function IconDemoPage() {
  return (
    <>
      <StyleGuideNav />
      <PageHeader eyebrow={copy.eyebrow} title={copy.headline} lede={copy.lede} />
      <DemoSection
        id="ui-icons"
        title="Interface icons"
        note="app/components/ui/icons.tsx: one outline per name, in currentColor; the reviews service's mark in its own colors."
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {iconNames.map((name) => (
            <Tile key={name} name={`<Icon name="${name}" />`}>
              <Icon name={name} />
            </Tile>
          ))}
          <Tile name="<ReviewsServiceIcon />">
            <ReviewsServiceIcon />
          </Tile>
        </ul>
      </DemoSection>
      <DemoSection id="social-icons" title="Social icons" tone="sand" note="app/components/ui/social-icon.tsx, one per network in site.ts.">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {site.social.map((s) => (
            <Tile key={s.name} name={s.name}>
              <SocialIcon name={s.name} className="h-6 w-6" />
            </Tile>
          ))}
        </ul>
      </DemoSection>
      <DemoSection id="specialty-icons" title="Specialty icons" note="Picked by keyword from a specialty's label (features/therapists/specialty-card.tsx).">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
          {SPECIALTY_ICONS.map((family) => (
            <Tile key={family.name} name={family.name}>
              <Icon name={family.icon} strokeWidth={1.6} />
            </Tile>
          ))}
        </ul>
      </DemoSection>
      <DemoSection id="logo" title="Logo mark" tone="mist">
        <div className="flex items-center gap-6">
          <LogoMark className="h-16 w-16" />
          <LogoMark className="h-10 w-10" />
          <span className="font-display text-2xl font-semibold text-teal-800">{site.name}</span>
        </div>
      </DemoSection>
      <DemoSection id="illustrations" title="Illustrations" note="app/components/ui/line-art.tsx: organic blobs with thin line drawings.">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {ART.map(({ name, Art }) => (
            <li key={name} className="rounded-[var(--radius-card)] bg-sand p-6">
              <Art />
              <code className="mt-3 block text-sm text-ink-soft">{name}</code>
            </li>
          ))}
        </ul>
      </DemoSection>
      <VibeCheckCta />
    </>
  );
}
