import { PageHeader } from "~/components/sections/page-header";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { ConversationArt, SixArt, SofaArt } from "~/components/ui/line-art";
import { vibeCheckCta } from "~/content/navigation";
import { TeamCollage } from "~/features/therapists/team-collage";
import { styleGuidePages } from "~/content/style-guide";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/hero-demo";
import { StyleGuideNav } from "~/features/style-guide/style-guide-nav";
import { ButtonLink } from "~/components/ui/button";

const copy = styleGuidePages.heroDemo;

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: copy.title, description: copy.description, noindex: true });
}

/** Each variation, labelled, with the props that produce it. */
function Variation({ label, props, children }: { label: string; props: string; children: React.ReactNode }) {
  return (
    <div className="border-b-8 border-cream">
      <div className="container-page flex flex-wrap items-baseline gap-x-4 gap-y-1 py-4">
        <p className="font-semibold text-ink">{label}</p>
        <code className="rounded bg-sand px-2 py-0.5 text-sm text-ink-soft">{props}</code>
      </div>
      {children}
    </div>
  );
}

export default function HeroDemoPage() {
  return (
    <>
      <StyleGuideNav />
      <PageHeader eyebrow={copy.eyebrow} title={copy.headline} lede={copy.lede} />
      <Variation label="Text only" props="eyebrow, title, lede">
        <PageHeader
          headingLevel={2}
          eyebrow="Fees & FAQs"
          title="Clear prices, honest answers"
          lede="Short, specific and in the second person: what this page will help you decide."
        />
      </Variation>
      <Variation label="With actions" props="children: primary and secondary buttons">
        <PageHeader
          headingLevel={2}
          eyebrow="Our team"
          title="Meet the people you'd be talking to"
          lede="Two actions at most: the Vibe Check first, then one useful next step."
        >
          <ButtonLink to={vibeCheckCta.to}>{vibeCheckCta.label}</ButtonLink>
          <ButtonLink to="/team" variant="secondary">
            Meet the team
          </ButtonLink>
        </PageHeader>
      </Variation>
      <Variation label="With line art" props="art: SofaArt">
        <PageHeader
          headingLevel={2}
          eyebrow="About us"
          title="Therapy that sounds like real life"
          lede="Decorative art sits beside the text from 1024 px and below it on phones."
          art={<SofaArt />}
        />
      </Variation>
      <Variation label="With portraits" props="art: TeamCollage">
        <PageHeader
          headingLevel={2}
          eyebrow="Our team"
          title="Six clinicians, one obsession"
          lede="Illustrated portraits stand in until the practice adds photographs."
          art={<TeamCollage />}
        />
      </Variation>
      <Variation label="Other art" props="art: ConversationArt, SixArt">
        <div className="grid gap-px bg-line md:grid-cols-2">
          <div className="bg-sand p-8">
            <ConversationArt />
          </div>
          <div className="bg-sand p-8">
            <SixArt />
          </div>
        </div>
      </Variation>
      <VibeCheckCta />
    </>
  );
}
