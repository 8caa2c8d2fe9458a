import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { Section } from "~/components/ui/section";
import { quizzesToolsPage as copy } from "~/content/tools";
import { quizCards } from "~/features/quizzes/quiz-data.server";
import { QuizPrivacyNote, QuizToolGrid } from "~/features/quizzes/quiz-tool-grid";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import type { Route } from "./+types/quizzes-tools";

/** Card fields of every quiz; the quizzes' questions stay on the server. */
export function loader() {
  return { quizzes: quizCards() };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: copy.title,
    description: copy.description,
    jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), copy.crumbs)],
  });
}

export default function QuizzesToolsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={copy.crumbs} />}
        eyebrow={copy.eyebrow}
        title={copy.headline}
        lede={<p>{copy.lede}</p>}
        art={<ServiceArt motif="paths" className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
        artOnWideScreensOnly
      />
      <Section labelledBy="quizzes-heading" tone="cream" title={copy.listHeading} headingSize="section">
        <p className="mt-3 max-w-2xl text-lg text-ink-soft">{copy.listIntro}</p>
        <QuizToolGrid quizzes={loaderData.quizzes} />
      </Section>
      <QuizPrivacyNote />
      <VibeCheckCta />
    </>
  );
}
