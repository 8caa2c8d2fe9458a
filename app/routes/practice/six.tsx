import { useLoaderData, type MetaFunction } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { SectionHeading } from "~/components/sections/section-heading";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { SixArt } from "~/components/ui/line-art";
import { priceUnitLabels } from "~/content/service-model";
import { formatUsd } from "~/content/fees";
import { conversations, groundRules } from "~/content/six";
import { programFeeLine } from "~/features/services/fee-page-data.server";
import { canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { articleJsonLd } from "~/lib/json-ld/article";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { Heading } from "~/components/ui/heading";

const RESET_PATH = "/reset";

/** The Reset's price and length come from services.ts, on the server only. */
export function loader() {
  const { title, path, badge, amountUsd, unit, length } = programFeeLine(RESET_PATH);
  return { reset: { title, path, badge, amountUsd, unit, length } };
}

export const meta: MetaFunction = (args) => {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: "Six Conversations Every Couple Should Have",
    description:
      "A free guide from Dallas couples therapists: six conversations that shape a relationship, with prompts to try at home and signs it's time for help.",
    jsonLd: [
      articleJsonLd(origin, { headline: "Six Conversations Every Couple Should Have", path: "/six" }),
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Six Conversations", path: "/six" },
      ]),
    ],
  });
};

export default function SixPage() {
  const { reset } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        eyebrow="A free guide"
        title="Six conversations every couple should have"
        lede="Most relationship trouble isn't one big thing. It's a handful of conversations that never quite happened. Here are the six we see most, with prompts to try at home tonight."
        art={<SixArt />}
      >
        <ButtonLink to="#conversation-1" reloadDocument>
          Start with the first one
        </ButtonLink>
        <ButtonLink to={RESET_PATH} variant="secondary">
          Have them with a therapist
        </ButtonLink>
      </PageHeader>

      <Section labelledBy="rules-heading" tone="cream">
        <SectionHeading id="rules-heading" eyebrow="Before you start" title="Four ground rules that make it easier" />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {groundRules.map((r) => (
            <li key={r.title} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
              <Heading as="h3" size="minor">
                {r.title}
              </Heading>
              <p className="mt-2 text-ink-soft">{r.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="conversations-heading" tone="sand">
        <SectionHeading id="conversations-heading" eyebrow="The six" title="One conversation a week, for six weeks">
          Go in order or start where it's easiest. Each one takes about twenty minutes.
        </SectionHeading>
        <nav aria-label="The six conversations" className="mt-8">
          <ol className="flex flex-wrap gap-2">
            {conversations.map((c) => (
              <li key={c.id}>
                <a
                  href={`#conversation-${c.number}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-teal-700 hover:text-teal-800"
                >
                  {c.number}. {c.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="mt-10 space-y-6">
          {conversations.map((c) => (
            <li key={c.id} id={`conversation-${c.number}`} className="scroll-mt-28 rounded-[2rem] bg-white p-6 shadow-soft sm:p-10" data-testid="conversation">
              <div className="grid gap-6 lg:grid-cols-[5rem_1fr_1fr] lg:gap-10">
                <span aria-hidden="true" className="font-display text-6xl leading-none text-coral-500">
                  {c.number}
                </span>
                <div>
                  <Heading as="h3" size="panel">
                    {c.title}
                  </Heading>
                  <p className="mt-3 text-lg text-ink-soft">{c.why}</p>
                  <p className="mt-5 rounded-2xl bg-coral-50 p-4 text-sm text-ink-soft">
                    <span className="font-semibold text-ink">Time to bring in a therapist if: </span>
                    {c.signal}
                  </p>
                </div>
                <div>
                  <p className="text-sm font-semibold tracking-wider text-teal-800 uppercase">Try asking</p>
                  <ul className="mt-3 space-y-3">
                    {c.prompts.map((p) => (
                      <li key={p} className="rounded-2xl border border-line bg-cream p-4 text-ink">
                        "{p}"
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="reset-heading" tone="mist" contained={false}>
        {/* The card sits inside the content column, not on it: the column's side padding stays. */}
        <div className="container-page">
          <div className="grid items-center gap-8 rounded-[2rem] bg-white p-5 shadow-soft sm:p-10 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{reset.badge}</p>
              <Heading size="section" id="reset-heading" className="mt-2">
                Stuck on one of the six? That's what the {reset.title} is for.
              </Heading>
              <p className="mt-3 text-lg text-ink-soft">One conversation at a time, with a therapist keeping it safe and on track.</p>
              <p className="mt-2 text-ink-soft">{reset.length}</p>
            </div>
            <div className="rounded-[var(--radius-card)] bg-sand p-5 text-center sm:p-6">
              <p className="font-display text-5xl text-teal-800">{formatUsd(reset.amountUsd)}</p>
              <p className="mt-1 text-ink-soft">{priceUnitLabels[reset.unit]}</p>
              <ButtonLink to={reset.path} className="mt-5">
                About the {reset.title}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Section>

      <VibeCheckCta />
    </>
  );
}
