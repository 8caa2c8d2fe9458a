import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHeader } from "~/components/sections/page-header";
import { ButtonLink } from "~/components/ui/button";
import { vibeCheckCta } from "~/content/navigation";
import { priceLabel, type ServiceEntry } from "~/content/service-model";
import type { Crumb } from "~/content/crumb";
import { formatLabel } from "./service-paths";
import { serviceHeroCopy } from "~/content/service-page";

/** The opening band of a service page: its trail, title and promise, the Vibe Check and the facts at a glance. */
export function ServiceHero({ entry, crumbs, vibeHref }: { entry: ServiceEntry; crumbs: readonly Crumb[]; vibeHref: string }) {
  return (
    <PageHeader
      top={<Breadcrumbs crumbs={crumbs} />}
      eyebrow={entry.eyebrow}
      title={entry.title}
      lede={<p>{entry.subtitle}</p>}
      art={<ServiceArt motif={entry.art} className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
    >
      <ButtonLink to={vibeHref} className="py-3">
        {entry.ctaLabel ?? vibeCheckCta.label}
      </ButtonLink>
      <ButtonLink to="#fees" variant="secondary" className="py-3">
        {serviceHeroCopy.feesLink}
      </ButtonLink>
      <ul className="flex basis-full flex-wrap gap-2 pt-2 text-sm" aria-label={serviceHeroCopy.glanceLabel}>
        {[entry.audience, formatLabel(entry), priceLabel(entry)].map((fact) => (
          <li key={fact} className="rounded-full border border-line bg-white/70 px-3 py-1.5 font-medium text-ink">
            {fact}
          </li>
        ))}
      </ul>
    </PageHeader>
  );
}
