import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHeader } from "~/components/sections/page-header";
import { newsletterSection } from "~/content/newsletter";
import { newsletterCopy, newsletterPage as copy } from "~/content/newsletter";
import { NewsletterPageLede } from "~/features/newsletter/newsletter-page-lede";
import { NewsletterSignupForm } from "~/features/newsletter/newsletter-signup-form";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import type { Route } from "./+types/newsletter";

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: newsletterCopy.title,
    description: copy.description,
    jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), copy.crumbs)],
  });
}

/** "Pour Me In" without the modal: the signup on a page of its own, a plain form that needs no script. */
export default function NewsletterPage() {
  return (
    <PageHeader
      top={<Breadcrumbs crumbs={copy.crumbs} />}
      eyebrow={copy.eyebrow}
      title={newsletterSection.heading}
      lede={<NewsletterPageLede />}
      art={<NewsletterSignupForm />}
    />
  );
}
