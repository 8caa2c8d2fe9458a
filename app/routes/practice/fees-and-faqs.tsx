import { Link, useLoaderData, type MetaFunction } from "react-router";
import { Faq } from "~/components/sections/faq";
import { PageHeader } from "~/components/sections/page-header";
import { RenderLater } from "~/components/performance/render-later";
import { SectionHeading } from "~/components/sections/section-heading";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { faqGroups } from "~/content/faqs";
import {
  cancellationPolicy,
  EXTENDED_SESSION_MINUTES,
  extendedSessionFee,
  formatUsd,
  GFE_DISPUTE_THRESHOLD_USD,
  internFeeNote,
  programInstalments,
  SESSION_MINUTES,
  sessionFees,
  sessionFeeFor,
  standardSessionFromUsd,
} from "~/content/fees";
import { vibeCheckCta } from "~/content/navigation";
import { site } from "~/content/site";
import { therapistPath, therapists } from "~/content/therapists";
import { priceUnitLabels } from "~/content/service-model";
import { feePageData } from "~/features/services/fee-page-data.server";
import { breadcrumbJsonLd, canonicalOriginFromMatches, faqPageJsonLd, seoMeta } from "~/lib/seo";
import { CheckIcon } from "~/components/ui/icons";

const NO_SURPRISES_URL = "https://www.cms.gov/nosurprises";
const NO_SURPRISES_PHONE = { display: "1-800-985-3059", href: "tel:+18009853059" };

/** Program prices, lengths and inclusions come from services.ts (feeSchedule), on the server only. */
export function loader() {
  return feePageData();
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const origin = canonicalOriginFromMatches(args.matches);
  const programsFrom = args.loaderData ? `, programs from ${formatUsd(args.loaderData.programsFromUsd)}` : "";
  return seoMeta(args, {
    title: "Fees & FAQs: Therapy Costs, Superbills and Policies",
    description: `Sessions from ${formatUsd(standardSessionFromUsd)} (${internFeeNote})${programsFrom}. No insurance; superbills for out-of-network benefits, flexible pricing and FAQs.`,
    canonicalPath: "/fees-and-faqs",
    jsonLd: [
      faqPageJsonLd(origin, "/fees-and-faqs", faqGroups.flatMap((g) => g.faqs)),
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Fees & FAQs", path: "/fees-and-faqs" },
      ]),
    ],
  });
};

export default function FeesAndFaqsPage() {
  const { programGroups, sessionServices, programsFromUsd } = useLoaderData<typeof loader>();
  const intern = sessionFeeFor("intern");
  const quickFacts = [
    { value: `From ${formatUsd(standardSessionFromUsd)}`, label: `per ${SESSION_MINUTES}-minute session, ${internFeeNote}` },
    { value: `From ${formatUsd(programsFromUsd)}`, label: "for a complete program" },
    { value: "Superbills", label: "for out-of-network benefits" },
    { value: "Early & late", label: "morning, evening and weekend times" },
  ];
  return (
    <>
      <PageHeader
        eyebrow="Fees & FAQs"
        title="Clear prices, honest answers"
        lede={
          <>
            We're a private-pay practice: no insurance, no surprise bills, and every price on this page. Sessions start at {formatUsd(standardSessionFromUsd)}, and
            lower-fee sessions with our supervised intern are {formatUsd(intern.sessionUsd)}.
          </>
        }
      >
        <Link to={vibeCheckCta.to} className="inline-flex min-h-12 items-center rounded-full bg-teal-700 px-6 font-semibold text-white shadow-soft hover:bg-teal-800">
          {vibeCheckCta.label}
        </Link>
        <a href="#faqs" className="inline-flex min-h-12 items-center rounded-full border border-teal-700 px-6 font-semibold text-teal-800 hover:bg-teal-50">
          Jump to the FAQs
        </a>
      </PageHeader>

      <section aria-label="Fees at a glance" className="border-b border-line bg-cream">
        <ul className="container-page grid grid-cols-2 gap-px py-8 lg:grid-cols-4">
          {quickFacts.map((f) => (
            <li key={f.value} className="px-2 py-3 sm:px-4">
              <span className="block font-display text-2xl text-teal-800 sm:text-3xl">{f.value}</span>
              <span className="mt-1 block text-sm text-ink-soft">{f.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <RenderLater>
        <section id="session-fees" className="bg-cream py-14 sm:py-20" aria-labelledby="session-fees-heading">
          <div className="container-page">
            <SectionHeading id="session-fees-heading" eyebrow="Sessions" title="Session fees">
              Fees depend on your therapist's training and experience, not on what you're working on. One fee per session, whether you come on your own or as a couple.
            </SectionHeading>
            <ul className="mt-10 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
              {sessionFees.map((fee) => {
                const who = therapists.filter((t) => t.feeTier === fee.tier);
                return (
                  <li key={fee.tier} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft" data-testid="session-fee">
                    <h3 className="font-display text-xl text-ink">{fee.label}</h3>
                    <p className="mt-1 text-sm text-ink-soft">{fee.who}</p>
                    <dl className="mt-5 space-y-3">
                      <FeeRow label={`${SESSION_MINUTES}-minute session`} amount={fee.sessionUsd} />
                      <FeeRow label={`Extended, ${EXTENDED_SESSION_MINUTES} minutes`} amount={extendedSessionFee(fee)} />
                    </dl>
                    <p className="mt-auto pt-5 text-sm text-ink-soft">
                      {who.map((t, i) => (
                        <span key={t.slug}>
                          {i > 0 ? ", " : "With "}
                          <Link to={therapistPath(t)} className="font-semibold text-teal-800 underline underline-offset-4">
                            {t.name}
                          </Link>
                        </span>
                      ))}
                    </p>
                  </li>
                );
              })}
            </ul>
            <p className="mt-8 max-w-3xl text-ink-soft" data-testid="session-services">
              These fees apply to every service we offer session by session:{" "}
              {sessionServices.map((s, i) => (
                <span key={s.path}>
                  {i === 0 ? "" : i === sessionServices.length - 1 ? " and " : ", "}
                  <Link to={s.path} className="font-semibold text-teal-800 underline underline-offset-4">
                    {s.title}
                  </Link>
                </span>
              ))}
              .
            </p>
            <p className="mt-4 max-w-3xl text-sm text-ink-soft">
              The free 15-minute Vibe Check is always free. Fees are reviewed once a year, and we give current clients 60 days' notice of any change.
            </p>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section id="programs" className="bg-sand py-14 sm:py-20" aria-labelledby="programs-heading">
          <div className="container-page">
            <SectionHeading id="programs-heading" eyebrow="Programs" title="Programs and intensives">
              One price for a complete, structured piece of work. Programs can be paid up front or in instalments.
            </SectionHeading>
            <div className="mt-10 space-y-12">
              {programGroups.map((g) => (
                <div key={g.group}>
                  <h3 id={`programs-${g.group}`} className="font-display text-2xl text-ink">
                    {g.heading}
                  </h3>
                  <p className="mt-1 max-w-2xl text-ink-soft">{g.intro}</p>
                  <ul className={`mt-5 grid gap-5 md:grid-cols-2 ${g.programs.length % 3 === 0 ? "xl:grid-cols-3" : ""}`}>
                    {g.programs.map((p) => (
                      <li
                        key={p.path}
                        className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-7"
                        data-testid="program-fee"
                        data-path={p.path}
                      >
                        <h4 className="font-display text-xl leading-snug text-ink sm:text-2xl">{p.title}</h4>
                        {p.badge ? <p className="mt-2 inline-flex w-fit rounded-full bg-coral-50 px-3 py-1 text-xs font-semibold text-coral-700">{p.badge}</p> : null}
                        <p className="mt-4 flex flex-wrap items-baseline gap-x-2" data-testid="program-price">
                          <span className="font-display text-3xl text-teal-800">{formatUsd(p.amountUsd)}</span>{" "}
                          <span className="text-sm text-ink-soft">{priceUnitLabels[p.unit]}</span>
                        </p>
                        <p className="mt-3 text-ink-soft">{p.summary}</p>
                        <p className="mt-4 text-sm text-ink">
                          <span className="font-semibold">How long: </span>
                          {p.length}
                        </p>
                        <p className="mt-4 text-sm font-semibold text-ink">What's included</p>
                        <ul className="mt-2 space-y-2 text-sm text-ink-soft">
                          {p.included.map((item) => (
                            <li key={item} className="flex gap-2">
                              <CheckIcon size={18} className="mt-0.5 shrink-0 text-teal-700" />
                              <span>{item}</span>
                            </li>
                          ))}
                        </ul>
                        <Link to={p.path} className="mt-auto inline-flex min-h-11 items-center pt-4 font-semibold text-teal-800 underline underline-offset-4">
                          More about {p.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section id="insurance" className="bg-cream py-14 sm:py-20" aria-labelledby="insurance-heading">
          <div className="container-page grid gap-12 lg:grid-cols-2 lg:gap-16">
            <div>
              <SectionHeading id="insurance-heading" eyebrow="Insurance" title="We don't take insurance. Here's why, and how to get money back." />
              <div className="prose-page mt-5">
                <p>
                  Insurance companies pay for treatment of a diagnosed condition. Most couples therapy isn't that, and we don't think you should need a diagnosis on your
                  record to work on your relationship. Paying privately also means your insurer never sees your notes and never decides how many sessions you get.
                </p>
                <h3>Superbills</h3>
                <p>
                  A superbill is a detailed receipt with the codes insurers ask for. Request one and we'll send it at the end of each month. If your plan has out-of-network
                  mental health benefits, you submit it and your insurer reimburses you part of the fee directly.
                </p>
                <h3>HSA and FSA</h3>
                <p>Therapy is usually an eligible expense for health savings and flexible spending accounts, so you can pay with those cards too.</p>
              </div>
            </div>
            <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8">
              <h3 className="font-display text-2xl text-ink">Using out-of-network benefits, step by step</h3>
              <ol className="mt-6 space-y-5">
                {[
                  { title: "Call your insurer", text: "Use the number on the back of your card and ask about outpatient mental health benefits for an out-of-network provider." },
                  {
                    title: "Ask these questions",
                    text: "Do I have out-of-network mental health benefits? What's my deductible and how much is met? What percentage do you reimburse? Do you cover telehealth? Do you reimburse couples or family sessions (code 90847)?",
                  },
                  { title: "Ask us for superbills", text: "Tell us on the Vibe Check or in your first session. We'll send one each month." },
                  { title: "Submit and get reimbursed", text: "Upload the superbill in your insurer's app or portal. Reimbursement usually arrives in two to six weeks." },
                ].map((step, i) => (
                  <li key={step.title} className="grid grid-cols-[2.5rem_1fr] gap-3">
                    <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-teal-700 font-semibold text-white">
                      {i + 1}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{step.title}</span>
                      <span className="mt-1 block text-ink-soft">{step.text}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section id="flexible-pricing" className="bg-mist py-14 sm:py-20" aria-labelledby="flexible-heading">
          <div className="container-page">
            <SectionHeading id="flexible-heading" eyebrow="Flexible pricing" title="Good therapy shouldn't depend on a perfect budget">
              If cost is the thing standing between you and starting, tell us on the Vibe Check. We'll be straight with you about what's possible.
            </SectionHeading>
            <ul className="mt-10 grid gap-5 md:grid-cols-3">
              {[
                { title: "Lower-fee intern sessions", text: `Sessions with our supervised masters-level intern are ${formatUsd(intern.sessionUsd)}, whether you come on your own or as a couple.` },
                { title: "Reduced-fee spots", text: "Each quarter our associates hold a few reduced-fee spots for clients with financial need. Ask us; no paperwork or proof required." },
                { title: "Instalments for programs", text: `Spread the cost of a program, including the Weekend Intensive, over ${programInstalments}.` },
              ].map((item) => (
                <li key={item.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
                  <h3 className="font-display text-xl text-ink">{item.title}</h3>
                  <p className="mt-2 text-ink-soft">{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section id="policies" className="bg-cream py-14 sm:py-20" aria-labelledby="policies-heading">
          <div className="container-page">
            <h2 id="policies-heading" className="sr-only">
              Policies, hours and formats
            </h2>
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 sm:p-8">
                <h3 className="font-display text-2xl text-ink">Cancellation policy</h3>
                <ul className="mt-5 space-y-3">
                  {cancellationPolicy.points.map((point) => (
                    <li key={point} className="flex gap-3 text-ink-soft">
                      <CheckIcon className="mt-0.5 text-teal-700" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 sm:p-8">
                <h3 className="font-display text-2xl text-ink">Hours, in person and online</h3>
                <p className="mt-3 text-ink-soft">Early mornings before work, evenings after it, and select Saturdays. Evenings fill first, so tell us your ideal times early.</p>
                <dl className="mt-5 divide-y divide-line">
                  {site.hours.map((h) => (
                    <div key={h.days} className="flex flex-wrap justify-between gap-2 py-3">
                      <dt className="font-semibold text-ink">{h.days}</dt>
                      <dd className="text-ink-soft">{h.time}</dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-5 grid gap-3 sm:grid-cols-2">
                  <p className="rounded-2xl bg-sand p-4 text-sm text-ink-soft">
                    <span className="block font-semibold text-ink">In person</span>
                    {site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}
                  </p>
                  <p className="rounded-2xl bg-mist p-4 text-sm text-ink-soft">
                    <span className="block font-semibold text-ink">Online</span>
                    Secure video, anywhere in Texas. Each of you can join from a different place.
                  </p>
                </div>
              </div>
            </div>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section id="good-faith-estimate" className="bg-sand py-14 sm:py-20" aria-labelledby="gfe-heading">
          <div className="container-page">
            <div className="rounded-[var(--radius-card)] border-2 border-teal-700 bg-white p-6 sm:p-10">
              <p className="text-sm font-semibold tracking-wider text-teal-800 uppercase">No Surprises Act notice</p>
              <h2 id="gfe-heading" className="mt-2 font-display text-[clamp(1.5rem,1.2rem+1.2vw,2.1rem)] leading-tight text-ink">
                You have the right to receive a "Good Faith Estimate" explaining how much your care will cost
              </h2>
              <div className="prose-page mt-5 max-w-3xl">
                <p>
                  Under the law, health care providers need to give patients who don't have insurance, or who are not using insurance, an estimate of the bill for
                  medical items and services.
                </p>
                <ul>
                  <li>You have the right to receive a Good Faith Estimate for the total expected cost of any non-emergency items or services, including therapy sessions.</li>
                  <li>
                    Make sure your provider gives you a Good Faith Estimate in writing at least one business day before your service or item. You can also ask your
                    provider, and any other provider you choose, for a Good Faith Estimate before you schedule a service.
                  </li>
                  <li>
                    If you receive a bill that is at least {formatUsd(GFE_DISPUTE_THRESHOLD_USD)} more than your Good Faith Estimate, you can dispute the bill.
                  </li>
                  <li>Make sure to save a copy or a picture of your Good Faith Estimate.</li>
                </ul>
                <h3>How to ask us for one</h3>
                <p>
                  We send every new client a written estimate when you book your first session. To ask for one any time, tell us on the Vibe Check, e-mail{" "}
                  <a href={`mailto:${site.email}`}>{site.email}</a> or call <a href={site.phone.href}>{site.phone.display}</a>.
                </p>
                <p>
                  For questions or more information about your right to a Good Faith Estimate, visit{" "}
                  <a href={NO_SURPRISES_URL} target="_blank" rel="noopener noreferrer">
                    www.cms.gov/nosurprises<span className="sr-only"> (opens in a new tab)</span>
                  </a>{" "}
                  or call <a href={NO_SURPRISES_PHONE.href}>{NO_SURPRISES_PHONE.display}</a>.
                </p>
              </div>
            </div>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section id="faqs" className="bg-cream py-14 sm:py-20" aria-labelledby="faqs-heading">
          <div className="container-page">
            <SectionHeading id="faqs-heading" eyebrow="FAQs" title="Questions we hear every week">
              Search, or open a group below. Still wondering? Ask us on the Vibe Check; there are no silly questions.
            </SectionHeading>
            <div className="mt-8 max-w-4xl">
              <Faq groups={faqGroups} search={{ anchor: "faqs" }} />
            </div>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <VibeCheckCta title="Questions about cost? Ask them on a free Vibe Check." />
      </RenderLater>
    </>
  );
}

function FeeRow({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-dashed border-line pb-2">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-display text-xl text-ink">{formatUsd(amount)}</dd>
    </div>
  );
}
