import { Link } from "react-router";
import { Faq } from "~/components/sections/faq";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { StatCards } from "~/components/sections/stat-cards";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PressLogo } from "~/components/ui/press-logo";
import { Spinner, type SpinnerSize } from "~/components/ui/spinner";
import { toast } from "~/components/ui/use-toast";
import { practiceStats } from "~/content/home";
import { faqGroupsFor } from "~/content/faqs";
import { defaultPracticeContact } from "~/content/practice-contact";
import { pressByTier } from "~/content/press";
import { clientExperienceDirector, credentialLine, therapists, type Therapist } from "~/content/therapists";
import { AvailabilityBadge } from "~/components/sections/availability-badge";
import { SupervisionTooltip } from "~/features/therapists/supervision-tooltip";
import { TherapistCard } from "~/features/therapists/therapist-card";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { styleGuidePages } from "~/content/style-guide";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/component-templates";
import { DemoSection, StyleGuideNav } from "~/features/style-guide/style-guide-nav";
import { Button, ButtonLink } from "~/components/ui/button";

const copy = styleGuidePages.componentTemplates;

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: copy.title, description: copy.description, noindex: true });
}

/** One example of each badge state, including the waitlist no one is on today. */
const BADGE_EXAMPLES: { label: string; therapist: Pick<Therapist, "isAcceptingClients" | "availabilityOverride"> }[] = [
  { label: "Accepting", therapist: { isAcceptingClients: true } },
  { label: "Waitlist", therapist: { isAcceptingClients: false } },
  { label: "Limited Availability", therapist: { isAcceptingClients: true, availabilityOverride: "limited-availability" } },
  { label: "Limited Intensives", therapist: { isAcceptingClients: false, availabilityOverride: "limited-intensives" } },
];

const SPINNER_SIZES: SpinnerSize[] = ["small", "medium", "large"];

export default function ComponentTemplatesPage() {
  const supervised = therapists.find((t) => t.supervisionDetails);
  const associate = therapists.find((t) => t.feeTier === "associate") ?? therapists[0]!;
  return (
    <>
      <StyleGuideNav />
      <PageHeader eyebrow={copy.eyebrow} title={copy.headline} lede={copy.lede} />

      <DemoSection id="buttons" title="Buttons and links" note="Pill buttons are at least 48 px tall; text links are underlined.">
        <div className="flex flex-wrap items-center gap-3">
          <ButtonLink to="/vibe-check">Primary button</ButtonLink>
          <ButtonLink to="/team" variant="secondary">
            Secondary button
          </ButtonLink>
          <span className="inline-flex rounded-[1.25rem] bg-teal-800 p-3">
            <ButtonLink to="/vibe-check" variant="inverse">
              Button on teal
            </ButtonLink>
          </span>
          <Link to="/fees-and-faqs" className="inline-link inline-flex min-h-11 items-center">
            Text link
          </Link>
        </div>
      </DemoSection>

      <DemoSection id="badges" title="Availability badges" tone="sand" note="Short labels on cards, long labels on profiles.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BADGE_EXAMPLES.map((b) => (
            <li key={b.label} className="space-y-2 rounded-2xl bg-white p-4">
              <p className="text-sm font-semibold text-ink">{b.label}</p>
              <AvailabilityBadge therapist={b.therapist} />
              <div>
                <AvailabilityBadge therapist={b.therapist} variant="long" />
              </div>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="tooltip" title="Supervision tooltip" note="Hover with a mouse, focus with Tab, click or tap. Escape or an outside click closes it.">
        {supervised ? (
          <p className="flex flex-wrap items-center gap-2 text-ink">
            <span className="font-semibold">{supervised.name}</span>
            <span className="text-ink-soft">{credentialLine(supervised)}</span>
            <SupervisionTooltip name={supervised.name} details={supervised.supervisionDetails!} />
          </p>
        ) : null}
      </DemoSection>

      <DemoSection
        id="portraits"
        title="Therapist portraits"
        tone="mist"
        note="Each person drawn from app/content/portraits.ts, inline SVG with a set size; a photo replaces it when set."
      >
        <ul className="flex flex-wrap gap-4">
          {[...therapists, clientExperienceDirector].map((t) => (
            <li key={t.name} className="text-center">
              <TherapistPortrait person={t} size={112} alt="" />
              <span className="mt-2 block text-sm text-ink-soft">{t.name}</span>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="cards" title="Therapist cards">
        <div className="grid gap-6">
          <div className="max-w-3xl">
            <TherapistCard therapist={therapists[0]!} size="feature" />
          </div>
          <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
            <TherapistCard therapist={associate} />
            <TherapistMiniCard therapist={therapists[1]!} />
          </div>
        </div>
      </DemoSection>

      <DemoSection id="stats" title="Stat cards" tone="sand">
        <StatCards heading="Why Millennial Life?" intro="Three stat badges: value, description and the optional reviews-service icon." stats={practiceStats} />
      </DemoSection>

      <DemoSection id="headings" title="Section heading">
        <SectionHeading id="demo-section-heading" eyebrow="Eyebrow" title="A section heading with a short lede">
          One idea per section, with a sentence or two of plain-language context.
        </SectionHeading>
      </DemoSection>

      <DemoSection id="faq" title="FAQ accordion" tone="mist" note="Native details and summary: Enter or Space toggles, works without JavaScript.">
        <Faq groups={faqGroupsFor(defaultPracticeContact).slice(0, 1)} search={{ param: "demo-q" }} />
      </DemoSection>

      <DemoSection
        id="press"
        title="Press logos"
        note="Wordmarks drawn in the site fonts, tier 1 first. An outlet is listed only with a link to its article; none is yet."
      >
        <ul className="flex flex-wrap items-center gap-x-10 gap-y-6 text-ink-soft">
          {pressByTier().map((p) => (
            <li key={p.name}>
              <PressLogo mention={p} height={28} />
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection
        id="toasts"
        title="Toasts"
        tone="sand"
        note="One toast at a time; a new one replaces the old. Close with the button, swipe right, or F8 to focus the viewport."
      >
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => toast({ title: "Request submitted", description: "We'll get back to you within 24 business hours." })}>Show toast</Button>
          <button
            type="button"
            onClick={() => toast({ variant: "destructive", title: "Error submitting form", description: "Please try again later" })}
            className="inline-flex min-h-12 items-center rounded-full bg-coral-700 px-6 font-semibold text-white hover:bg-coral-700/90"
          >
            Show destructive toast
          </button>
        </div>
      </DemoSection>

      <DemoSection id="spinners" title="Spinner" note="Small 24 px, medium 40 px and large 64 px, in the teal accent, with the text Loading...">
        <ul className="flex flex-wrap items-end gap-10">
          {SPINNER_SIZES.map((size) => (
            <li key={size} className="flex flex-col items-center gap-2" data-testid={`spinner-${size}`}>
              <Spinner size={size} />
              <span className="text-xs font-semibold tracking-wider text-ink-soft uppercase">{size}</span>
            </li>
          ))}
        </ul>
      </DemoSection>

      <VibeCheckCta />
    </>
  );
}
