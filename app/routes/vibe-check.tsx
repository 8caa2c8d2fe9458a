import type { MetaFunction } from "react-router";
import { Link, useSearchParams } from "react-router";
import { Icon } from "~/components/art/icons";
import { Faq } from "~/components/sections/faq";
import { PageHeader } from "~/components/sections/page-header";
import { site } from "~/content/site";
import { afterYouAsk, notReadyYet, vibeCheckFaqs, vibeCheckForm, vibeCheckHeader, vibeCheckSeo, whatItIs } from "~/content/vibe-check";
import { CONTACT_PAGE_NAMES } from "~/features/contact/contact-copy";
import { ContactSection } from "~/features/contact/contact-section";
import { DirectorOfClientExperienceCard } from "~/features/therapists/client-experience-card";
import { LazyContactForm } from "~/features/contact/lazy-contact-form";
import { serviceInterestValues } from "~/content/service-interest";
import { breadcrumbJsonLd, canonicalOriginFromMatches, faqPageJsonLd, seoMeta } from "~/lib/seo";

const sectionHeading = "text-balance font-display text-[clamp(1.9rem,1.4rem+2vw,2.8rem)] leading-tight text-ink";

export const meta: MetaFunction = (args) => {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: vibeCheckSeo.title,
    description: vibeCheckSeo.description,
    canonicalPath: "/vibe-check",
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Vibe Check", path: "/vibe-check" },
      ]),
      faqPageJsonLd(origin, "/vibe-check", vibeCheckFaqs),
    ],
  });
};

/** ?service=<value> preselects the service of interest when it is one of the dropdown's options. */
function preselectedService(value: string | null): string {
  return value && (serviceInterestValues as readonly string[]).includes(value) ? value : "";
}

export default function VibeCheckPage() {
  const [params] = useSearchParams();
  const defaultService = preselectedService(params.get("service"));

  return (
    <>
      <PageHeader eyebrow={vibeCheckHeader.eyebrow} title={vibeCheckHeader.title} lede={vibeCheckHeader.lede} art={<PhoneCallArt />}>
        <Link
          to={vibeCheckHeader.primary.to}
          className="inline-flex min-h-12 items-center rounded-full bg-teal-700 px-7 font-semibold text-white shadow-soft transition hover:bg-teal-800"
        >
          {vibeCheckHeader.primary.label}
        </Link>
        <a href={site.phone.href} className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-teal-700 px-6 font-semibold text-teal-800 transition hover:bg-teal-50">
          <Icon name="phone" size={18} />
          Call {site.phone.display}
        </a>
      </PageHeader>

      <section aria-labelledby="what-heading" className="bg-cream py-16 sm:py-24">
        <div className="container-page">
          <div className="max-w-2xl">
            <h2 id="what-heading" className={sectionHeading}>
              {whatItIs.heading}
            </h2>
            <p className="mt-4 text-lg text-ink-soft">{whatItIs.intro}</p>
          </div>
          <div className="mt-10 grid gap-5 md:grid-cols-2">
            {[
              { list: whatItIs.is, tone: "bg-white", icon: "check" as const, iconTone: "bg-teal-50 text-teal-700" },
              { list: whatItIs.isNot, tone: "bg-sand/70", icon: "arrow" as const, iconTone: "bg-coral-50 text-coral-700" },
            ].map(({ list, tone, icon, iconTone }) => (
              <div key={list.title} className={`rounded-[var(--radius-card)] border border-line/80 p-7 shadow-soft sm:p-8 ${tone}`}>
                <h3 className="font-display text-2xl text-ink">{list.title}</h3>
                <ul className="mt-5 grid gap-3.5">
                  {list.points.map((point) => (
                    <li key={point} className="flex items-start gap-3 text-ink">
                      <span className={`mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${iconTone}`}>
                        {icon === "check" ? (
                          <Icon name="check" size={15} strokeWidth={2.4} />
                        ) : (
                          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
                            <path d="M6 12h12" />
                          </svg>
                        )}
                      </span>
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="after-heading" className="bg-mist/60 py-16 sm:py-24">
        <div className="container-page">
          <h2 id="after-heading" className={sectionHeading}>
            {afterYouAsk.heading}
          </h2>
          <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {afterYouAsk.steps.map((step, i) => (
              <li key={step.title} className="relative rounded-[var(--radius-card)] border border-line/80 bg-white p-6 shadow-soft">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-teal-700 font-display text-lg text-white" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="mt-4 font-display text-xl text-ink">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ContactSection
        heading={vibeCheckForm.heading}
        intro={vibeCheckForm.intro}
        className="py-16 sm:py-24"
        headingClassName={sectionHeading}
        form={<LazyContactForm key={defaultService} pageName={CONTACT_PAGE_NAMES.vibeCheck} idPrefix="vibe-check" defaultService={defaultService} />}
        aside={<DirectorOfClientExperienceCard />}
      />

      <section aria-labelledby="faq-heading" className="bg-cream py-16 sm:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <h2 id="faq-heading" className={sectionHeading}>
            Common questions
          </h2>
          <Faq faqs={vibeCheckFaqs} testId="vibe-check-faq" />
        </div>
      </section>

      <section aria-labelledby="not-ready-heading" className="bg-cream pb-20">
        <div className="container-page">
          <div className="flex flex-col items-start justify-between gap-6 rounded-[2rem] bg-teal-900 px-7 py-10 text-white sm:px-12 lg:flex-row lg:items-center">
            <div>
              <h2 id="not-ready-heading" className="font-display text-3xl">
                {notReadyYet.heading}
              </h2>
              <p className="mt-2 text-teal-50">{notReadyYet.text}</p>
            </div>
            <ul className="flex flex-wrap gap-3">
              {notReadyYet.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-12 items-center rounded-full bg-white/10 px-5 font-semibold text-white ring-1 ring-white/25 transition hover:bg-white/20">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}

/** Header art: a phone with a speech bubble and a 15-minute timer, in the site's thin-line style. */
function PhoneCallArt() {
  return (
    <svg viewBox="0 0 360 300" width="360" height="300" aria-hidden="true" className="mx-auto h-auto w-3/5 sm:w-full">
      <circle cx="190" cy="150" r="130" fill="#e9f2ef" />
      <circle cx="290" cy="70" r="46" fill="#fdf0eb" />
      <g fill="none" stroke="#0b4a42" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <rect x="120" y="50" width="110" height="200" rx="20" fill="#fbf7f1" />
        <path d="M160 66h30" />
        <circle cx="175" cy="128" r="30" fill="#cfe6df" />
        <path d="M160 128l10 10 20-20" />
        <path d="M146 182h58M152 198h46" stroke="#1f8a7a" />
        <rect x="148" y="214" width="54" height="20" rx="10" fill="#f9d9cd" stroke="#d56a4c" />
        <path d="M238 96h70a14 14 0 0 1 14 14v34a14 14 0 0 1-14 14h-40l-18 16v-16h-12a14 14 0 0 1-14-14" fill="#fbf7f1" />
        <path d="M256 118h42M256 134h28" stroke="#1f8a7a" />
        <circle cx="290" cy="70" r="22" fill="#fbf7f1" stroke="#d56a4c" />
        <path d="M290 58v12l8 6" stroke="#d56a4c" />
        <path d="M60 200c14-10 26-10 40 0M66 214c10-7 18-7 28 0" stroke="#1f8a7a" />
      </g>
    </svg>
  );
}
