import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { ServiceArt } from "~/components/art/service-art";
import { quizPath } from "~/content/quizzes/quiz-model";
import { listedPostTitles } from "~/features/blog/blog-pages.server";
import { quizForPath, quizPageData, readingPostSlugs } from "~/features/quizzes/quiz-data.server";
import { LazyQuizRunner } from "~/features/quizzes/lazy-quiz-runner";
import { QuizQuestionList } from "~/features/quizzes/quiz-question-list";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";

/**
 * One template for every quiz (app/content/quizzes/); the route table registers it once per
 * path. The loader hands the browser the one quiz opened, the cards of the services its results
 * recommend and their readings. Answers never come back here: the runner scores them in the browser.
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const quiz = quizForPath(new URL(request.url).pathname);
  if (!quiz) throw data(null, { status: 404 });
  return quizPageData(quiz, await listedPostTitles(context.db, readingPostSlugs(quiz)));
}

const crumbsFor = (title: string, path: string) => [
  { name: "Home", path: "/" },
  { name: "Resources Hub", path: "/resources-hub" },
  { name: "Quizzes & Tools", path: "/resources/quizzes-tools" },
  { name: title, path },
];

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.loaderData) return [{ title: "Page Not Found" }];
  const { quiz } = args.loaderData;
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: quiz.seo.title,
    description: quiz.seo.description,
    jsonLd: [breadcrumbJsonLd(origin, crumbsFor(quiz.shortTitle, args.location.pathname))],
  });
};

export default function QuizPage() {
  const pageData = useLoaderData<typeof loader>();
  const { quiz } = pageData;
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbsFor(quiz.shortTitle, quizPath(quiz.id))} />}
        eyebrow={quiz.eyebrow}
        title={quiz.title}
        lede={<p>{quiz.purpose}</p>}
        art={<ServiceArt motif={quiz.art} className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
        artOnWideScreensOnly
      />
      <section aria-label={`${quiz.shortTitle} quiz`} className="bg-cream py-10 sm:py-16">
        <div className="container-page max-w-4xl">
          {quiz.crisisLinesFirst ? <CrisisNotice domesticViolence className="mb-8" /> : null}
          <LazyQuizRunner data={pageData} />
          <QuizQuestionList quiz={quiz} />
        </div>
      </section>
      <VibeCheckCta
        title="Rather talk it through with a person?"
        text="A free 15-minute call to see what kind of help fits. It's not a therapy session, just a real conversation. We reply within 24 business hours."
      />
    </>
  );
}
