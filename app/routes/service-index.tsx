import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { RenderLater } from "~/components/performance/render-later";
import { ServiceCard } from "~/components/sections/service-card";
import {
  formatUsd,
  paymentFacts,
  priceLabel,
  programGroupOrder,
  serviceGroupOrder,
  serviceGroups,
  type ArtMotif,
  type ServiceGroup,
  type ServiceKind,
} from "~/content/service-model";
import { internFeeNote, standardSessionFromUsd } from "~/content/fees";
import { services, toCard } from "~/content/services";
import { indexCrumb } from "~/features/services/service-paths";
import { breadcrumbJsonLd, canonicalOriginFromMatches, seoMeta, serviceListJsonLd } from "~/lib/seo";

/** /services and /programs: the two index pages, one template (the route table registers both). */

interface IndexPage {
  kind: ServiceKind;
  groups: ServiceGroup[];
  eyebrow: string;
  title: string;
  lede: string;
  art: ArtMotif;
  seo: { title: string; description: string };
}

const indexPages: Record<"/services" | "/programs", IndexPage> = {
  "/services": {
    kind: "service",
    groups: serviceGroupOrder,
    eyebrow: "Services",
    title: "Therapy for where you are right now",
    lede: `Couples, premarital and individual therapy in our Dallas office or online anywhere in Texas, from ${formatUsd(standardSessionFromUsd)} a session (${internFeeNote}), with early morning, evening and weekend times. Every path starts with a free 15-minute Vibe Check.`,
    art: "paths",
    seo: {
      title: "Therapy Services in Dallas: Couples, Premarital & Individual",
      description: `Couples, premarital and individual therapy in Dallas and online across Texas, for millennials. Sessions from ${formatUsd(standardSessionFromUsd)}, ${internFeeNote}.`,
    },
  },
  "/programs": {
    kind: "program",
    groups: programGroupOrder,
    eyebrow: "Programs & entry offers",
    title: "Programs with a clear start and finish",
    lede: "Prefer a plan to open-ended sessions? Our programs have a set length, a set price and a clear goal: a weekend intensive, a discounted six-session start, premarital prep and more.",
    art: "calendar",
    seo: {
      title: "Therapy Programs & Intensives in Dallas",
      description:
        "Weekend intensives, the discounted 6-Session Reset, premarital and trust-repair programs, and more: therapy with a clear plan and price, in Dallas.",
    },
  },
};

function pageFor(pathname: string): { path: "/services" | "/programs"; page: IndexPage } {
  const path = pathname.toLowerCase().replace(/\/+$/, "") === "/programs" ? "/programs" : "/services";
  return { path, page: indexPages[path] };
}

/** Cards for this index's kind and the other kind (the cross-links band). */
export function loader({ request }: LoaderFunctionArgs) {
  const { path } = pageFor(new URL(request.url).pathname);
  const kind = indexPages[path].kind;
  return {
    path,
    entries: services.filter((s) => s.kind === kind).map(toCard),
    // Each group's cards: its own entries first, then programs listed there too (e.g. the Blueprint under premarital).
    groups: indexPages[path].groups.map((group) => ({
      group,
      cards: [...services.filter((s) => s.group === group), ...services.filter((s) => s.group !== group && s.alsoListedUnder?.includes(group))].map(
        toCard,
      ),
    })),
    others: services.filter((s) => s.kind !== kind).map(toCard),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { path, page } = pageFor(args.location.pathname);
  const origin = canonicalOriginFromMatches(args.matches);
  const crumb = indexCrumb(page.kind);
  return seoMeta(args, {
    ...page.seo,
    canonicalPath: path,
    jsonLd: [breadcrumbJsonLd(origin, [{ name: "Home", path: "/" }, crumb]), serviceListJsonLd(origin, page.title, args.loaderData?.entries ?? [])],
  });
};

export default function ServiceIndexPage() {
  const { path, groups, others } = useLoaderData<typeof loader>();
  const page = indexPages[path];
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={[{ name: "Home", path: "/" }, indexCrumb(page.kind)]} />}
        eyebrow={page.eyebrow}
        title={page.title}
        lede={<p>{page.lede}</p>}
        art={<ServiceArt motif={page.art} className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
      >
        <Link
          to="/get-matched"
          className="inline-flex min-h-12 items-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white shadow-soft transition hover:bg-teal-800"
        >
          Get matched in 2 minutes
        </Link>
        <Link
          to={page.kind === "service" ? "/programs" : "/services"}
          className="inline-flex min-h-12 items-center rounded-full border border-teal-700 px-6 py-3 font-semibold text-teal-800 transition hover:bg-teal-50"
        >
          {page.kind === "service" ? "See programs & entry offers" : "See weekly therapy services"}
        </Link>
      </PageHeader>

      {groups.map(({ group, cards }, i) => (
        <RenderLater key={group}>
          <section className={`${i % 2 ? "bg-mist" : "bg-cream"} py-14 sm:py-20`} aria-labelledby={`group-${group}`}>
            <div className="container-page">
              <h2 id={`group-${group}`} className="font-display text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight text-ink">
                {serviceGroups[group].heading}
              </h2>
              <p className="mt-2 max-w-2xl text-ink-soft">{serviceGroups[group].intro}</p>
              <ul className={`mt-8 grid gap-5 sm:grid-cols-2 ${cards.length % 3 === 0 || cards.length >= 5 ? "lg:grid-cols-3" : ""}`}>
                {cards.map((card) => (
                  <li key={card.slug}>
                    <ServiceCard entry={card} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </RenderLater>
      ))}

      <RenderLater>
        <section className="bg-sand py-14 sm:py-20" aria-labelledby="others-heading">
          <div className="container-page">
            <h2 id="others-heading" className="font-display text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight text-ink">
              {page.kind === "service" ? "Programs & entry offers" : "Prefer weekly sessions?"}
            </h2>
            <p className="mt-2 max-w-2xl text-ink-soft">
              {page.kind === "service"
                ? "A set length, a set price and a clear goal, from a discounted six-session start to a three-day intensive."
                : `Our therapy services run session by session from ${formatUsd(standardSessionFromUsd)} (${internFeeNote}), weekly or every other week, with no package required.`}
            </p>
            <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((e) => (
                <li key={e.slug}>
                  <Link
                    to={e.path}
                    className="flex min-h-16 items-center justify-between gap-3 rounded-2xl border border-line bg-white px-5 py-3 shadow-soft transition hover:border-teal-200 hover:shadow-lift"
                  >
                    <span>
                      <span className="block font-semibold text-ink">{e.title}</span>
                      <span className="block text-sm text-ink-soft">{e.tagline}</span>
                      <span className="mt-1 block text-sm font-semibold text-teal-800">{priceLabel(e)}</span>
                    </span>
                    <span aria-hidden="true" className="text-teal-700">
                      →
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section className="bg-cream pt-14 sm:pt-20" aria-labelledby="paying-heading">
          <div className="container-page">
            <h2 id="paying-heading" className="font-display text-[clamp(1.6rem,1.2rem+1.5vw,2.2rem)] leading-tight text-ink">
              How paying works
            </h2>
            <ul className="mt-8 grid gap-5 md:grid-cols-3">
              {paymentFacts.map((f) => (
                <li key={f.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft">
                  <p className="font-display text-lg text-ink">{f.title}</p>
                  <p className="mt-2 text-ink-soft">{f.text}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-ink-soft">
              Every fee in one place:{" "}
              <Link to="/fees-and-faqs" className="font-semibold text-teal-800 underline underline-offset-4">
                Fees & FAQs
              </Link>
              .
            </p>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <VibeCheckCta />
      </RenderLater>
    </>
  );
}
