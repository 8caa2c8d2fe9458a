import type { MetaFunction } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHeader } from "~/components/sections/page-header";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { SocialIcon } from "~/components/ui/social-icon";
import { site } from "~/content/site";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Follow Us", path: "/social-icons" },
];

const WHAT_WE_POST: Record<string, string> = {
  Instagram: "Short relationship tips, myth-busting carousels and a look inside our Dallas office.",
  Facebook: "Event dates, new blog posts and podcast episodes, and practice news.",
  TikTok: "Sixty-second answers to the questions couples ask us most, from our therapists.",
  LinkedIn: "Open roles for clinicians, community partnerships and talks our team gives.",
};

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Follow Us on Social Media",
    description: "Follow Millennial Life on Instagram, Facebook, TikTok and LinkedIn for relationship tips, podcast episodes and practice news from Dallas.",
    jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), crumbs)],
  });

export default function SocialIconsPage() {
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Follow along"
        title="Find us on social"
        lede="Free, therapist-backed relationship tips between sessions. We never discuss clients, and we never ask you to share your story in the comments."
      />
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
                  <span className="mt-2 block text-ink-soft">{WHAT_WE_POST[s.name]}</span>
                  <span className="sr-only">(opens in a new tab)</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-10 max-w-2xl text-sm text-ink-soft">
          Please don't send personal or clinical details through social media messages. They aren't a secure channel. To talk with us about therapy, request a
          Vibe Check or call {site.phone.display}.
        </p>
      </section>
      <VibeCheckCta />
    </>
  );
}
