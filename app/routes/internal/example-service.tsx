import { Link, type MetaFunction } from "react-router";
import { Faq } from "~/components/sections/faq";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { Icon } from "~/components/ui/icons";
import { SofaArt } from "~/components/ui/line-art";
import { formatUsd, internFeeNote, SESSION_MINUTES, standardSessionFromUsd } from "~/content/fees";
import { faqGroups } from "~/content/faqs";
import { vibeCheckCta } from "~/content/navigation";
import { therapists } from "~/content/therapists";
import { TherapistMiniCard } from "~/components/sections/therapist-mini-card";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { StyleGuideNav } from "~/features/style-guide/style-guide-nav";
import { ButtonLink } from "~/components/ui/button";
import { Heading } from "~/components/ui/heading";

/**
 * The anatomy of a service page, assembled from the real sections with real copy: what it is,
 * is it for me, what happens, what it costs, who offers it, questions, how to start (BRAND.md).
 */
export const meta: MetaFunction = (args) => {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: "Example Service Page",
    description:
      "Internal template: how a Millennial Life service page is assembled, from the header to the price, the therapists, the FAQs and the Vibe Check.",
    noindex: true,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: "Couples Therapy",
        serviceType: "Couples therapy",
        provider: { "@id": `${origin}/#practice` },
        areaServed: { "@type": "State", name: "Texas" },
        offers: { "@type": "Offer", price: String(standardSessionFromUsd), priceCurrency: "USD" },
      },
    ],
  });
};

const FOR_YOU = [
  "You keep having the same fight about the dishes, the money or the in-laws",
  "You love each other but feel more like roommates than partners",
  "Something big happened and you don't know how to talk about it",
  "You want to get ahead of problems before the wedding, the baby or the move",
];

const STEPS = [
  { title: "A free Vibe Check", text: "Fifteen minutes on the phone or video to see if we're the right fit and match you with a therapist." },
  { title: "Your first session", text: "Your therapist gets to know you both and what you'd like to be different. You leave with one thing to try." },
  { title: "Weekly or every other week", text: "Practical tools and deeper work, at the pace you set, in person in Dallas or online." },
];

export default function ExampleServicePage() {
  const couplesTherapists = therapists.filter((t) => t.focus.includes("couples")).slice(0, 3);
  return (
    <>
      <StyleGuideNav />
      <PageHeader
        eyebrow="Template: service page"
        title="Couples therapy that sounds like real life"
        lede="This is how every service page is put together. The header says what the service is and who it's for in one sentence, then offers the Vibe Check."
        art={<SofaArt />}
      >
        <ButtonLink to={vibeCheckCta.to}>{vibeCheckCta.label}</ButtonLink>
      </PageHeader>

      <section className="bg-cream py-14 sm:py-20" aria-labelledby="for-you-heading">
        <div className="container-page">
          <SectionHeading id="for-you-heading" eyebrow="1. Is it for me?" title="Couples therapy might be for you if..." />
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {FOR_YOU.map((item) => (
              <li key={item} className="flex gap-3 rounded-2xl border border-line bg-white p-5 text-ink">
                <Icon name="check" size={20} className="mt-0.5 text-teal-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-mist py-14 sm:py-20" aria-labelledby="steps-heading">
        <div className="container-page">
          <SectionHeading id="steps-heading" eyebrow="2. What happens" title="How it works" />
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {STEPS.map((s, i) => (
              <li key={s.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
                <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-teal-700 font-semibold text-white">
                  {i + 1}
                </span>
                <Heading as="h3" size="item" className="mt-4">
                  {s.title}
                </Heading>
                <p className="mt-2 text-ink-soft">{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="bg-cream py-14 sm:py-20" aria-labelledby="cost-heading">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="cost-heading" eyebrow="3. What it costs" title={`From ${formatUsd(standardSessionFromUsd)} a session`}>
              {SESSION_MINUTES}-minute sessions, or {internFeeNote}; one fee whether you come alone or together. No insurance; superbills on request.
            </SectionHeading>
            <Link to="/fees-and-faqs#session-fees" className="mt-6 inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4">
              See every fee
            </Link>
          </div>
          <div>
            <Heading size="card">4. Who offers it</Heading>
            <ul className="mt-6 grid gap-4">
              {couplesTherapists.map((t) => (
                <li key={t.slug}>
                  <TherapistMiniCard therapist={t} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="bg-sand py-14 sm:py-20" aria-labelledby="service-faq-heading">
        <div className="container-page max-w-4xl">
          <SectionHeading id="service-faq-heading" eyebrow="5. Questions" title="Before you book" />
          <div className="mt-8">
            <Faq groups={faqGroups.filter((g) => g.id === "getting-started")} search={{ param: "service-q" }} />
          </div>
        </div>
      </section>

      <VibeCheckCta title="6. How to start: always the Vibe Check." />
    </>
  );
}
