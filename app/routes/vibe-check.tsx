import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { bookAction } from "~/features/booking/booking-actions.server";
import { BookingForm } from "~/features/booking/booking-form";
import { bookingPageData } from "~/features/booking/booking-page.server";
import { BookingSection } from "~/features/booking/booking-section";
import { PhoneCallArt } from "~/components/art/phone-call-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { Faq } from "~/components/sections/faq";
import { PageHeader } from "~/components/sections/page-header";
import { VibeCheckAfterYouAsk, VibeCheckWhatItIs } from "~/components/sections/vibe-check-explainer";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";
import { Icon } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import { serviceInterestValues } from "~/content/service-interest";
import {
  notReadyYet,
  vibeCheckBooking,
  vibeCheckCrumbs,
  vibeCheckFaqHeading,
  vibeCheckFaqsFor,
  vibeCheckForm,
  vibeCheckHeader,
  vibeCheckSeo,
} from "~/content/vibe-check";
import { CONTACT_PAGE_NAMES } from "~/features/contact/contact-constants";
import { ContactSection } from "~/features/contact/contact-section";
import { LazyContactForm } from "~/features/contact/lazy-contact-form";
import { DirectorOfClientExperienceCard } from "~/features/therapists/client-experience-card";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { faqPageJsonLd } from "~/lib/json-ld/faq-page";
import { canonicalOriginFromMatches, contactFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/vibe-check";
import { usePracticeContact } from "~/content/practice-contact";

export function meta(args: Route.MetaArgs) {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: vibeCheckSeo.title,
    description: vibeCheckSeo.description,
    canonicalPath: "/vibe-check",
    jsonLd: [breadcrumbJsonLd(origin, vibeCheckCrumbs), faqPageJsonLd(origin, "/vibe-check", vibeCheckFaqsFor(contactFromMatches(args.matches)))],
  });
}

/** ?service=<value> preselects the service of interest when it is one of the dropdown's options. */
function preselectedService(value: string | null): string {
  return value && (serviceInterestValues as readonly string[]).includes(value) ? value : "";
}

/** The free times, read fresh on every request (the page is never stored by the render cache). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return bookingPageData(context.db, new Date(), { from: new URL(request.url).searchParams.get("from"), busyTimes: context.busyTimes });
}

/** After a refused booking (409) the free times are read again: the time she lost is gone, the nearest ones show. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await bookAction(request, {
    db: context.db,
    busyTimes: context.busyTimes,
    logError: (error) => context.logServerError?.(error, "could not store a booking"),
  });
  context.onLeadStored?.();
  return result;
}

export default function VibeCheckPage({ loaderData, actionData }: Route.ComponentProps) {
  const contact = usePracticeContact();
  const [params] = useSearchParams();
  const defaultService = preselectedService(params.get("service"));
  // The form posts back to the page of days it shows, so a refusal comes back to the same days.
  const from = params.get("from");
  const bookAt = from ? `/vibe-check?from=${encodeURIComponent(from)}` : "/vibe-check";

  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={vibeCheckCrumbs} />}
        eyebrow={vibeCheckHeader.eyebrow}
        title={vibeCheckHeader.title}
        lede={vibeCheckHeader.lede}
        art={<PhoneCallArt />}
      >
        <ButtonLink to={vibeCheckHeader.primary.to}>{vibeCheckHeader.primary.label}</ButtonLink>
        <ButtonLink to={contact.phone.href} variant="secondary">
          <Icon name="phone" size={18} />
          Call {contact.phone.display}
        </ButtonLink>
      </PageHeader>

      <BookingSection
        heading={vibeCheckBooking.heading}
        intro={vibeCheckBooking.intro}
        form={
          <BookingForm
            data={loaderData}
            action={bookAt}
            dayPageHref={(date) => `/vibe-check?from=${date}#book`}
            values={actionData?.values}
            errors={actionData?.errors}
            message={actionData?.message}
            defaultService={defaultService}
          />
        }
        aside={<DirectorOfClientExperienceCard />}
      />

      {/* Below the booking form: laid out after the first paint, one block per task. */}
      <VibeCheckWhatItIs deferred />

      <VibeCheckAfterYouAsk deferred />

      <ContactSection
        heading={vibeCheckForm.heading}
        intro={vibeCheckForm.intro}
        className="py-16 sm:py-24"
        deferred
        form={<LazyContactForm key={defaultService} pageName={CONTACT_PAGE_NAMES.vibeCheck} idPrefix="vibe-check" defaultService={defaultService} />}
        aside={
          <p className="rounded-2xl bg-white/70 p-5 text-ink">
            {vibeCheckForm.callInstead}{" "}
            <a href={contact.phone.href} className="inline-link">
              {contact.phone.display}
            </a>
            .
          </p>
        }
      />

      <Section tone="cream" spacing="none" className="py-16 sm:py-24" labelledBy="faq-heading" contained={false} deferred>
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <Heading id="faq-heading" className="text-balance">
            {vibeCheckFaqHeading}
          </Heading>
          <Faq faqs={vibeCheckFaqsFor(contact)} testId="vibe-check-faq" />
        </div>
      </Section>

      <Section tone="cream" spacing="none" className="pb-20" labelledBy="not-ready-heading" deferred>
        <div className="flex flex-col items-start justify-between gap-6 rounded-[2rem] bg-teal-900 px-7 py-10 text-white sm:px-12 lg:flex-row lg:items-center">
          <div>
            <Heading id="not-ready-heading" size="title" tone="inherit">
              {notReadyYet.heading}
            </Heading>
            <p className="mt-2 text-teal-50">{notReadyYet.text}</p>
          </div>
          <ul className="flex flex-wrap gap-3">
            {notReadyYet.links.map((link) => (
              <li key={link.to}>
                <ButtonLink to={link.to} variant="inverseOutline">
                  {link.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}
