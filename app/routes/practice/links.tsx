import { LogoMark } from "~/components/layout/logo";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { LinkTile } from "~/components/ui/link-tile";
import { SocialLinks } from "~/components/ui/social-icon";
import { crisisLines } from "~/content/crisis-lines";
import { bioLinks, linksPageCopy, linksPageSeo } from "~/content/links";
import { site } from "~/content/site";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/links";

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, linksPageSeo);
}

/** The link-in-bio page: one thumb-friendly column, the most useful next steps first. */
export default function LinksPage() {
  return (
    <>
      <section className="relative overflow-hidden bg-sand py-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-teal-100/70 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 h-72 w-72 rounded-full bg-coral-100/70 blur-3xl" />
        <div className="relative mx-auto w-full max-w-lg px-5 text-center">
          <LogoMark className="mx-auto h-16 w-16" />
          {/* A one-off: the practice's name on a phone-sized link page, no page header. */}
          <h1 className="mt-4 font-display text-3xl text-ink sm:text-4xl">{site.name}</h1>
          <p className="mt-2 text-ink-soft">{linksPageCopy.intro}</p>
          <ul className="mt-8 space-y-3 text-left">
            {bioLinks.map((link) => (
              <li key={link.to}>
                <LinkTile to={link.to} title={link.label} text={link.description} tone={link.highlight ? "featured" : "plain"} />
              </li>
            ))}
          </ul>
          {/* A label in the sans face, not a title on the display scale. */}
          <h2 className="mt-10 text-sm font-semibold tracking-wider text-ink-soft uppercase">{linksPageCopy.followHeading}</h2>
          <SocialLinks tone="onLight" className="mt-4 justify-center" />
          <p className="mt-8 text-sm text-ink-soft">
            {linksPageCopy.crisis.lead}{" "}
            <a href={crisisLines.lifeline.call} className="inline-link">
              {crisisLines.lifeline.number}
            </a>{" "}
            {linksPageCopy.crisis.middle}{" "}
            <a href={crisisLines.emergency.call} className="inline-link">
              {crisisLines.emergency.number}
            </a>
            .
          </p>
        </div>
      </section>
      <VibeCheckCta />
    </>
  );
}
