import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { newTabNote } from "~/content/navigation";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { SocialIcon } from "~/components/ui/social-icon";
import { site } from "~/content/site";
import { socialPageCrumbs, socialPageHeader, socialPageNote, socialPageSeo, whatWePost } from "~/content/social-icons";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { usePracticeContact } from "~/content/practice-contact";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/social-icons";

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { ...socialPageSeo, jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), socialPageCrumbs)] });
}

export default function SocialIconsPage() {
  const contact = usePracticeContact();
  return (
    <>
      <PageHeader top={<Breadcrumbs crumbs={socialPageCrumbs} />} {...socialPageHeader} />
      <section className="container-page py-14 sm:py-20">
        <ul className="grid gap-5 sm:grid-cols-2">
          {site.social.map((s) => (
            <li key={s.name}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full items-start gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0"
              >
                <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-teal-50 text-teal-700">
                  <SocialIcon name={s.name} className="h-7 w-7" />
                </span>
                <span>
                  <span className="block font-display text-xl text-ink">{s.name}</span>
                  <span className="block text-sm font-medium text-teal-700">{s.handle}</span>
                  <span className="mt-2 block text-ink-soft">{whatWePost[s.name]}</span>
                  <span className="sr-only">{newTabNote}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-10 max-w-2xl text-sm text-ink-soft">{socialPageNote(contact)}</p>
      </section>
      <VibeCheckCta />
    </>
  );
}
