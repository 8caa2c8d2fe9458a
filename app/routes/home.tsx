import { ButtonLink } from "~/components/ui/button";
import { FullScreenHero, heroPreloadLinks } from "~/components/sections/full-screen-hero";
import { HowItWorks } from "~/components/sections/how-it-works";
import { NewsletterBand } from "~/components/sections/newsletter-band";
import { PhotoBands } from "~/components/sections/photo-bands";
import { PressStrip } from "~/components/sections/press-strip";
import { ServiceCardGrid } from "~/components/sections/service-card-grid";
import { StatCards } from "~/components/sections/stat-cards";
import { SectionHeading } from "~/components/sections/section-heading";
import { DeferredPrefetch } from "~/components/performance/deferred-prefetch";
import { Section } from "~/components/ui/section";
import {
  contactSection,
  hero,
  heroImages,
  homeSeo,
  howItWorks,
  likelyNextPages,
  pressStrip,
  reviewsSection,
  servicesSection,
  officeBandFor,
  spacesBands,
  teamSection,
  whySection,
} from "~/content/home";
import { newsletterSection } from "~/content/newsletter";
import { pressByTier, pressMentions } from "~/content/press";
import { CONTACT_PAGE_NAMES } from "~/features/contact/contact-constants";
import { ContactSection } from "~/features/contact/contact-section";
import { DirectorOfClientExperienceCard } from "~/features/therapists/client-experience-card";
import { useConsent } from "~/features/consent/consent-store";
import { LazyContactForm } from "~/features/contact/lazy-contact-form";
import { NewsletterSignupButton } from "~/features/newsletter/newsletter-button";
import { ReviewsWidget } from "~/features/reviews/reviews-widget";
import { TherapistCarousel } from "~/features/therapists/therapist-carousel";
import { usePublicConfig } from "~/lib/public-config";
import { usePracticeContact } from "~/content/practice-contact";
import { canonicalOriginFromMatches, contactFromMatches, seoMeta } from "~/lib/seo";
import { practiceJsonLd } from "~/lib/json-ld/practice";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => heroPreloadLinks(heroImages);

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: homeSeo.title,
    description: homeSeo.description,
    jsonLd: [practiceJsonLd(canonicalOriginFromMatches(args.matches), contactFromMatches(args.matches))],
  });
}

/**
 * The reviews widget is third-party embedded content: it loads only with "functional" consent.
 * Only this small component follows the consent store, so reading the stored choice after
 * hydration re-renders it and not the whole page.
 */
function ConsentedReviewsWidget() {
  const publicConfig = usePublicConfig();
  const consent = useConsent();
  return (
    <ReviewsWidget
      consentGranted={consent.ready && consent.decided && consent.preferences.functional}
      widgetId={publicConfig.reviewsWidgetId}
      fallback={reviewsSection.fallback}
    />
  );
}

export default function HomePage() {
  const contact = usePracticeContact();
  return (
    <>
      <FullScreenHero {...hero} images={heroImages} />

      {/* Only coverage with a link to the article is listed; until there is some, no strip. */}
      {pressMentions.length ? <PressStrip id={pressStrip.id} heading={pressStrip.heading} mentions={pressByTier()} moreLink={pressStrip.moreLink} /> : null}

      <ServiceCardGrid {...servicesSection} deferred />

      <HowItWorks {...howItWorks} deferred />

      <StatCards {...whySection} deferred />

      <PhotoBands bands={[officeBandFor(contact), spacesBands.online]} deferred />

      <Section labelledBy="team-heading" tone="sand" spacing="lg" deferred className="overflow-hidden">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="team-heading" title={teamSection.heading} size="display">
            {teamSection.intro}
          </SectionHeading>
          <ButtonLink to={teamSection.allLink.to} variant="ghost" size="flush">
            {teamSection.allLink.label}
          </ButtonLink>
        </div>
        <div className="mt-10">
          <TherapistCarousel therapists={teamSection.people} label={teamSection.carouselLabel} />
        </div>
      </Section>

      <Section labelledBy="reviews-heading" tone="cream" spacing="none" deferred className="pt-20 pb-6 sm:pt-28 sm:pb-8">
        <SectionHeading id="reviews-heading" title={reviewsSection.heading} size="display" align="center">
          {reviewsSection.intro}
        </SectionHeading>
        <div className="mt-10">
          <ConsentedReviewsWidget />
          <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-ink-soft" data-testid="reviews-disclaimer">
            {reviewsSection.disclaimer}
          </p>
        </div>
      </Section>

      <NewsletterBand {...newsletterSection} action={<NewsletterSignupButton label={newsletterSection.button} />} deferred />

      <ContactSection
        heading={contactSection.heading}
        intro={contactSection.intro}
        action={
          <ButtonLink to={contactSection.bookTimes.to} className="mt-6">
            {contactSection.bookTimes.label}
          </ButtonLink>
        }
        className="py-20 sm:py-28"
        headingSize="display"
        form={<LazyContactForm pageName={CONTACT_PAGE_NAMES.home} idPrefix="home-contact" />}
        aside={<DirectorOfClientExperienceCard />}
        deferred
      />

      <DeferredPrefetch pages={likelyNextPages} />
    </>
  );
}
