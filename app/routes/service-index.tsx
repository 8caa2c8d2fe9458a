import { Link } from "react-router";
import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { ServiceCard } from "~/components/sections/service-card";
import { ButtonLink } from "~/components/ui/button";
import { LinkTile } from "~/components/ui/link-tile";
import { Section } from "~/components/ui/section";
import { indexPageCopy, indexPages } from "~/content/service-index-pages";
import { paymentFacts, priceLabel, serviceGroups } from "~/content/service-model";
import { serviceIndexData } from "~/features/services/service-index.server";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { itemListJsonLd } from "~/lib/json-ld/item-list";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/service-index";

/** /services and /programs: the two index pages, one template (the route table registers both). */

export function loader({ request }: Route.LoaderArgs) {
  return serviceIndexData(new URL(request.url).pathname);
}

export function meta(args: Route.MetaArgs) {
  const { path, crumbs, entries } = args.loaderData;
  const page = indexPages[path];
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    ...page.seo,
    canonicalPath: path,
    jsonLd: [
      breadcrumbJsonLd(origin, crumbs),
      itemListJsonLd(
        origin,
        page.title,
        entries.map((e) => ({ name: e.title, path: e.path })),
      ),
    ],
  });
}

export default function ServiceIndexPage({ loaderData }: Route.ComponentProps) {
  const { path, crumbs, groups, others } = loaderData;
  const page = indexPages[path];
  // When every entry of the short list costs the same, its intro states the fee once; three
  // columns only when they fill every row.
  const othersShareOnePrice = new Set(others.map(priceLabel)).size === 1;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={page.eyebrow}
        title={page.title}
        lede={<p>{page.lede}</p>}
        art={<ServiceArt motif={page.art} className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
      >
        <ButtonLink to="/get-matched">{indexPageCopy.matchLink}</ButtonLink>
        <ButtonLink to={page.kind === "service" ? "/programs" : "/services"} variant="secondary">
          {page.switchLabel}
        </ButtonLink>
      </PageHeader>

      {groups.map(({ group, cards }, i) => (
        <Section
          key={group}
          deferred
          tone={i % 2 ? "mist" : "cream"}
          labelledBy={`group-${group}`}
          title={serviceGroups[group].heading}
          headingSize="subsection"
        >
          <p className="mt-2 max-w-2xl text-ink-soft">{serviceGroups[group].intro}</p>
          <ul className={`mt-8 grid gap-5 sm:grid-cols-2 ${cards.length % 3 === 0 || cards.length >= 5 ? "lg:grid-cols-3" : ""}`}>
            {cards.map((card) => (
              <li key={card.slug}>
                <ServiceCard entry={card} />
              </li>
            ))}
          </ul>
        </Section>
      ))}

      <Section deferred tone="sand" labelledBy="others-heading" title={page.others.heading} headingSize="subsection">
        <p className="mt-2 max-w-2xl text-ink-soft">{page.others.text}</p>
        <ul className={`mt-8 grid gap-3 sm:grid-cols-2 ${others.length % 3 === 0 ? "lg:grid-cols-3" : ""}`}>
          {others.map((e) => (
            <li key={e.slug}>
              <LinkTile
                to={e.path}
                title={e.title}
                text={e.tagline}
                extra={othersShareOnePrice ? null : <span className="mt-1 block text-sm font-semibold text-teal-800">{priceLabel(e)}</span>}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        deferred
        tone="cream"
        spacing="none"
        className="pt-14 sm:pt-20"
        labelledBy="paying-heading"
        title={indexPageCopy.paying.heading}
        headingSize="subsection"
      >
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {paymentFacts.map((f) => (
            <li key={f.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft">
              <p className="font-display text-lg text-ink">{f.title}</p>
              <p className="mt-2 text-ink-soft">{f.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-ink-soft">
          {indexPageCopy.paying.feesLead}{" "}
          <Link to="/fees-and-faqs" className="inline-link">
            {indexPageCopy.paying.feesLink}
          </Link>
          .
        </p>
      </Section>

      <VibeCheckCta deferred />
    </>
  );
}
