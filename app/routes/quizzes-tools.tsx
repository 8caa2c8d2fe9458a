import { Link, useLoaderData, type MetaFunction } from "react-router";
import { Icon } from "~/components/ui/icons";
import { ServiceArt } from "~/components/art/service-art";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { PageHeader } from "~/components/sections/page-header";
import { toolCards } from "~/content/tools";
import { quizCards } from "~/features/quizzes/quiz-data.server";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { Heading } from "~/components/ui/heading";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Resources Hub", path: "/resources-hub" },
  { name: "Quizzes & Tools", path: "/resources/quizzes-tools" },
];

/** Card fields of every quiz; the quizzes' questions stay on the server. */
export function loader() {
  return { quizzes: quizCards() };
}

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Quizzes & Tools for Couples and Individuals",
    description:
      "Short, private self-checks and a ritual builder from our Dallas couples therapists: find the right kind of help, or a weekly habit to start tonight.",
    jsonLd: [breadcrumbJsonLd(canonicalOriginFromMatches(args.matches), crumbs)],
  });

export default function QuizzesToolsPage() {
  const { quizzes } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Quizzes & tools"
        title="A few honest minutes before the first conversation"
        lede={
          <p>
            Not sure what kind of help fits, or whether you need any? Start here. Every quiz is short, written by our therapists, and scored on your device:
            nothing you answer is sent to us or saved.
          </p>
        }
        art={<ServiceArt motif="paths" className="mx-auto h-auto w-full max-w-60 sm:max-w-none" />}
        artOnWideScreensOnly
      />
      <section aria-labelledby="quizzes-heading" className="bg-cream py-14 sm:py-20">
        <div className="container-page">
          <Heading id="quizzes-heading" size="section">
            Quizzes and tools
          </Heading>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">
            Each one ends with a plain explanation, a few things to try this week, and where we'd start if you want help.
          </p>
          <ul className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {[...quizzes, ...toolCards].map((item) => (
              // A tool spans the whole row: six quizzes fill the grid, so the tool never sits alone beside empty cells.
              <li key={item.path} className={toolCards.includes(item) ? "md:col-span-2 xl:col-span-3" : undefined}>
                <Link
                  to={item.path}
                  className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line/80 bg-white p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0 sm:p-7"
                >
                  <span className="text-sm font-semibold text-coral-700">{item.audience}</span>
                  <span className="mt-2 font-display text-2xl text-ink group-hover:text-teal-800">{item.shortTitle}</span>
                  <span className="mt-3 max-w-2xl flex-1 text-ink-soft">{item.purpose}</span>
                  <span className="mt-5 flex flex-wrap gap-2 text-sm">
                    <span className="rounded-full bg-mist px-3 py-1 font-medium text-teal-900">{item.lengthLabel}</span>
                    <span className="rounded-full bg-mist px-3 py-1 font-medium text-teal-900">About {item.minutes} min</span>
                  </span>
                  <span className="mt-5 inline-flex items-center gap-2 font-semibold text-teal-800">
                    {item.cta}
                    <Icon name="arrow" size={18} className="transition group-hover:translate-x-0.5 motion-reduce:group-hover:translate-x-0" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="privacy-heading" className="bg-mist/60 py-14 sm:py-16">
        <div className="container-page grid gap-6 md:grid-cols-[auto_1fr] md:items-start">
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-teal-700 shadow-soft" aria-hidden="true">
            <Icon name="lock" size={28} />
          </span>
          <div className="max-w-3xl">
            <Heading id="privacy-heading" size="panel">
              Your answers stay with you
            </Heading>
            <p className="mt-3 text-lg text-ink-soft">
              The quizzes run in your browser. Your answers are never sent, stored or added to the page address; close the tab and they're gone. If you've
              allowed analytics in the cookie settings, we count that a quiz was finished, and which one, and nothing else.
            </p>
            <p className="mt-3 text-ink-soft">
              These are reflection tools, not tests: none of them diagnoses anything, and a result is a place to start a conversation, not a verdict.
            </p>
          </div>
        </div>
      </section>
      <VibeCheckCta />
    </>
  );
}
