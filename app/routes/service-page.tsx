import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { Faq } from "~/components/sections/faq";
import { PageHeader } from "~/components/sections/page-header";
import { RenderLater } from "~/components/performance/render-later";
import { ServiceCard } from "~/components/sections/service-card";
import { Steps } from "~/components/sections/steps";
import { vibeCheckCta } from "~/content/navigation";
import { internFeeNote, sessionFees } from "~/content/fees";
import { formatUsd, isStartingPrice, paymentFacts, priceLabel, priceOf, priceUnitLabels, vibeCheckHrefFor, type ServiceEntry } from "~/content/service-model";
import { serviceBySlug, serviceForPath, toCard } from "~/content/services";
import { site } from "~/content/site";
import { therapists } from "~/content/therapists";
import { therapistFocus } from "~/features/matching/therapist-focus";
import { TherapistMiniCard } from "~/features/matching/therapist-mini-card";
import { quizLinksForService } from "~/features/quizzes/quiz-data.server";
import { formatLabel, serviceCrumbs } from "~/features/services/service-paths";
import { breadcrumbJsonLd, canonicalOriginFromMatches, faqPageJsonLd, seoMeta, serviceJsonLd } from "~/lib/seo";

/**
 * One template for every service and program page (app/content/services.ts); the route table
 * registers it once per path. The loader hands the page its own entry and the cards it links to,
 * so the browser never downloads the other pages' copy. No client state.
 */

export function loader({ request }: LoaderFunctionArgs) {
  const found = serviceForPath(new URL(request.url).pathname);
  if (!found) throw data(null, { status: 404 });
  const { entry, variant } = found;
  return {
    entry,
    seo: variant?.seo ?? entry.seo,
    isVariant: Boolean(variant),
    quizzes: quizLinksForService(entry.slug),
    related: entry.related.flatMap((slug) => {
      const r = serviceBySlug(slug);
      return r ? [toCard(r)] : [];
    }),
    betterFits: entry.betterFits.map((b) => {
      const target = b.goTo ? serviceBySlug(b.goTo) : undefined;
      return { text: b.text, target: target ? { title: target.title, path: target.path } : null };
    }),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.loaderData) return [{ title: "Page Not Found" }];
  const { entry, seo, isVariant } = args.loaderData;
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: seo.title,
    description: seo.description,
    canonicalPath: entry.path,
    noindex: isVariant,
    jsonLd: [
      serviceJsonLd(origin, entry),
      breadcrumbJsonLd(origin, serviceCrumbs(entry)),
      ...(entry.faqs.length ? [faqPageJsonLd(origin, entry.path, entry.faqs)] : []),
    ],
  });
};

type PageData = ReturnType<typeof loader>;

export default function ServicePage() {
  const { entry, related, betterFits, quizzes } = useLoaderData<typeof loader>();
  const vibeHref = vibeCheckHrefFor(entry);
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={serviceCrumbs(entry)} />}
        eyebrow={entry.eyebrow}
        title={entry.title}
        lede={<p>{entry.subtitle}</p>}
        art={<ServiceArt motif={entry.art} className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
      >
        <Link
          to={vibeHref}
          className="inline-flex min-h-12 items-center rounded-full bg-teal-700 px-6 py-3 text-center font-semibold text-white shadow-soft transition hover:bg-teal-800"
        >
          {entry.ctaLabel ?? vibeCheckCta.label}
        </Link>
        <a
          href="#fees"
          className="inline-flex min-h-12 items-center rounded-full border border-teal-700 px-6 py-3 font-semibold text-teal-800 transition hover:bg-teal-50"
        >
          Fees and what's included
        </a>
        <ul className="flex basis-full flex-wrap gap-2 pt-2 text-sm" aria-label="At a glance">
          {[entry.audience, formatLabel(entry), priceLabel(entry)].map((fact) => (
            <li key={fact} className="rounded-full border border-line bg-white/70 px-3 py-1.5 font-medium text-ink">
              {fact}
            </li>
          ))}
        </ul>
      </PageHeader>

      <RenderLater>
        <section className="bg-cream py-14 sm:py-20" aria-labelledby="fit-heading">
          <div className="container-page">
            {entry.crisisNotice ? <CrisisNotice domesticViolence className="mb-12 sm:mb-16" /> : null}
            <div className="grid gap-10 lg:grid-cols-[1.35fr_1fr] lg:gap-14">
              <div>
                <h2 id="fit-heading" className="font-display text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight text-ink">
                  Is this for you?
                </h2>
                <p className="mt-3 text-lg text-ink-soft">It probably is if...</p>
                <ul className="mt-6 space-y-4">
                  {entry.fits.map((fit) => (
                    <li key={fit} className="flex gap-3 text-ink">
                      <CheckIcon />
                      <span>{fit}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-8 text-ink-soft" data-testid="service-quiz-links">
                  Not sure yet? Try{" "}
                  {quizzes.map((q, i) => (
                    <span key={q.path}>
                      {i > 0 ? " or " : ""}
                      <Link to={q.path} className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900">
                        {q.label}
                      </Link>
                    </span>
                  ))}
                  : about three minutes, and your answers stay on your device.
                </p>
              </div>
              {betterFits.length ? <BetterFits betterFits={betterFits} /> : null}
            </div>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section className="bg-mist py-14 sm:py-20" aria-labelledby="helps-heading">
          <div className="container-page">
            <h2 id="helps-heading" className="font-display text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight text-ink">
              What we work on together
            </h2>
            <ul className="mt-8 flex flex-wrap gap-3">
              {entry.helpsWith.map((h) => (
                <li key={h} className="rounded-full border border-teal-100 bg-white px-4 py-2.5 text-ink shadow-soft">
                  {h}
                </li>
              ))}
            </ul>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section className="bg-cream py-14 sm:py-20" aria-labelledby="how-heading">
          <div className="container-page">
            <h2 id="how-heading" className="font-display text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight text-ink">
              How it works
            </h2>
            <div className="mt-8">
              <Steps steps={entry.howItWorks} />
            </div>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <FeesSection entry={entry} />
      </RenderLater>

      <RenderLater>
        <TherapistsSection entry={entry} />
      </RenderLater>

      <RenderLater>
        <section className="bg-mist py-14 sm:py-20" aria-labelledby="faq-heading">
          <div className="container-page grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-14">
            <div>
              <h2 id="faq-heading" className="font-display text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight text-ink">
                Questions people ask
              </h2>
              <p className="mt-3 text-ink-soft">
                More about fees, cancellations and superbills on{" "}
                <Link to="/fees-and-faqs" className="font-semibold text-teal-800 underline underline-offset-4">
                  Fees & FAQs
                </Link>
                .
              </p>
            </div>
            <Faq faqs={entry.faqs} />
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section className="bg-cream pt-14 sm:pt-20" aria-labelledby="related-heading">
          <div className="container-page">
            <h2 id="related-heading" className="font-display text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight text-ink">
              You might also look at
            </h2>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((card) => (
                <li key={card.slug}>
                  <ServiceCard entry={card} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <VibeCheckCta
          href={vibeHref}
          title="Ready when you are. Start with a Vibe Check."
          text={`A free 15-minute call to tell us what's going on and ask anything about this ${entry.kind}. It's not a therapy session, and we reply within 24 business hours.`}
        />
      </RenderLater>
    </>
  );
}

function BetterFits({ betterFits }: { betterFits: PageData["betterFits"] }) {
  return (
    <aside aria-labelledby="better-fit-heading" className="self-start rounded-[var(--radius-card)] bg-sand p-6 sm:p-8">
      <h2 id="better-fit-heading" className="font-display text-xl text-ink">
        Something else might fit better if...
      </h2>
      <ul className="mt-5 space-y-5">
        {betterFits.map((b) => (
          <li key={b.text} className="text-ink-soft">
            <p>{b.text}</p>
            {b.target ? (
              <Link
                to={b.target.path}
                className="mt-1 inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
              >
                See {b.target.title}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}

function FeesSection({ entry }: { entry: ServiceEntry }) {
  const price = priceOf(entry);
  const startingPrice = isStartingPrice(entry);
  return (
    <section id="fees" className="bg-sand py-14 sm:py-20" aria-labelledby="fees-heading">
      <div className="container-page">
        <h2 id="fees-heading" className="font-display text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight text-ink">
          Format, time and fees
        </h2>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft sm:p-8">
            <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{entry.kind === "program" ? "Program fee" : "Session fee"}</p>
            <p className="mt-2 flex flex-wrap items-baseline gap-x-2" data-testid="service-price">
              {startingPrice ? <span className="text-lg font-semibold text-ink">From </span> : null}
              <span className="font-display text-5xl text-ink">{formatUsd(price.amountUsd)}</span>{" "}
              <span className="text-ink-soft">{priceUnitLabels[price.unit]}</span>
              {startingPrice ? (
                <>
                  {" "}
                  <span className="basis-full font-semibold text-teal-800">({internFeeNote})</span>
                </>
              ) : null}
            </p>
            {startingPrice ? (
              <>
                <p className="mt-3 text-sm text-ink-soft">One fee per session, on your own or as a couple. It depends on your therapist's level:</p>
                <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="session-fee-levels">
                  {sessionFees.map((fee) => (
                    <div key={fee.tier} className="flex justify-between gap-3 border-b border-dashed border-line py-1.5">
                      <dt className="text-ink-soft">{fee.label}</dt>
                      <dd className="font-semibold text-ink">{formatUsd(fee.sessionUsd)}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null}
            <h3 className="mt-6 font-sans text-sm font-semibold tracking-wider text-ink uppercase">What's included</h3>
            <ul className="mt-3 space-y-3">
              {entry.included.map((item) => (
                <li key={item} className="flex gap-3 text-ink">
                  <CheckIcon />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <dl className="grid content-start gap-6 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft sm:p-8">
            <div>
              <dt className="text-sm font-semibold tracking-wider text-ink uppercase">Where</dt>
              <dd className="mt-1 text-ink-soft">{entry.format.note}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wider text-ink uppercase">How long</dt>
              <dd className="mt-1 text-ink-soft">{entry.length}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wider text-ink uppercase">When</dt>
              <dd className="mt-1 text-ink-soft">
                <ul>
                  {(entry.when ?? site.hours).map((h) => (
                    <li key={h.days}>
                      <span className="font-medium text-ink">{h.days}</span> {h.time}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </div>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {paymentFacts.map((f) => (
            <li key={f.title} className="rounded-2xl bg-cream/80 p-5 sm:p-6">
              <p className="font-semibold text-ink">{f.title}</p>
              <p className="mt-1 text-sm text-ink-soft">{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TherapistsSection({ entry }: { entry: ServiceEntry }) {
  const offering = therapists.filter((t) => therapistFocus[t.slug]?.services.includes(entry.slug));
  if (!offering.length) return null;
  return (
    <section className="bg-cream py-14 sm:py-20" aria-labelledby="team-heading">
      <div className="container-page">
        <h2 id="team-heading" className="font-display text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight text-ink">
          Who you might see
        </h2>
        <p className="mt-3 max-w-2xl text-ink-soft">
          On your Vibe Check we match you with one of them, based on what's going on, your schedule and what matters to you in a therapist.
        </p>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {offering.map((t) => (
            <li key={t.slug}>
              <TherapistMiniCard therapist={t} lines={[therapistFocus[t.slug]!.focus]} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="mt-0.5 shrink-0 text-teal-700">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
      <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
