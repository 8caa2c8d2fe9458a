import { data } from "react-router";
import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { quizPath } from "~/content/quizzes/quiz-model";
import { quizPage as copy, quizToolCrumbs } from "~/content/tools";
import { listedPostTitles } from "~/features/blog/blog-pages.server";
import { LazyQuizRunner } from "~/features/quizzes/lazy-quiz-runner";
import { quizForPath, quizPageData, readingPostSlugs } from "~/features/quizzes/quiz-data.server";
import { QuizQuestionList } from "~/features/quizzes/quiz-question-list";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import type { Route } from "./+types/quiz";

/**
 * One template for every quiz (app/content/quizzes/); the route table registers it once per
 * path. The loader hands the browser the one quiz opened, the cards of the services its results
 * recommend and their readings. Answers never come back here: the runner scores them in the browser.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const quiz = quizForPath(new URL(request.url).pathname);
  if (!quiz) throw data(null, { status: 404 });
  const page = quizPageData(quiz, await listedPostTitles(context.db, readingPostSlugs(quiz)));
  return { ...page, crumbs: quizToolCrumbs(quiz.shortTitle, quizPath(quiz.id)) };
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [{ title: "Page Not Found" }];
  const { quiz, crumbs } = args.loaderData;
  return seoMeta(args, {
    title: quiz.seo.title,
    description: quiz.seo.description,
    jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), crumbs)],
  });
}

export default function QuizPage({ loaderData }: Route.ComponentProps) {
  const { quiz, crumbs } = loaderData;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={quiz.eyebrow}
        title={quiz.title}
        lede={<p>{quiz.purpose}</p>}
        art={<ServiceArt motif={quiz.art} className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
        artOnWideScreensOnly
      />
      <section aria-label={copy.runnerLabel(quiz.shortTitle)} className="bg-cream py-10 sm:py-16">
        <div className="container-page max-w-4xl">
          {quiz.crisisLinesFirst ? <CrisisNotice domesticViolence className="mb-8" /> : null}
          <LazyQuizRunner data={loaderData} />
          <QuizQuestionList quiz={quiz} />
        </div>
      </section>
      <VibeCheckCta title={copy.ctaTitle} text={copy.ctaText} />
    </>
  );
}
