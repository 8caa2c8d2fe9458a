import { Link, type MetaFunction } from "react-router";
import { Icon } from "~/components/ui/icons";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHeader } from "~/components/sections/page-header";
import { newsletterSection } from "~/content/home";
import { NEWSLETTER_PAGE_PATH, newsletterCopy } from "~/features/newsletter/newsletter-copy";
import { NewsletterSignupForm } from "~/features/newsletter/newsletter-signup-form";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Resources Hub", path: "/resources-hub" },
  { name: newsletterCopy.title, path: NEWSLETTER_PAGE_PATH },
];

export const meta: MetaFunction = (args) => {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: newsletterCopy.title,
    description:
      "The Clarity Drip: one email a week from Millennial Life’s Dallas therapists, with tools to try tonight, five-minute podcast episodes and new blog posts.",
    jsonLd: [breadcrumbJsonLd(origin, crumbs)],
  });
};

/** "Pour Me In" without the modal: the signup on a page of its own, a plain form that needs no script. */
export default function NewsletterPage() {
  return (
    <PageHeader
      top={<Breadcrumbs crumbs={crumbs} />}
      eyebrow="Weekly newsletter"
      title={newsletterSection.heading}
      lede={
        <>
          <p>{newsletterSection.text}</p>
          <ul className="mt-6 flex flex-wrap gap-2 text-base">
            {newsletterSection.perks.map((perk) => (
              <li key={perk} className="inline-flex items-center gap-1.5 rounded-full bg-white/70 px-3.5 py-1.5 text-teal-900 ring-1 ring-line">
                <Icon name="check" size={16} className="text-teal-700" />
                {perk}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex flex-wrap gap-x-5 gap-y-1 text-base">
            {newsletterSection.links.map((link) => (
              <Link key={link.to} to={link.to} className="inline-flex min-h-11 items-center font-medium text-teal-800 underline underline-offset-4">
                {link.label}
              </Link>
            ))}
          </p>
        </>
      }
      art={<NewsletterSignupForm />}
    />
  );
}
