import { Link, useSearchParams, type MetaFunction } from "react-router";
import { VIBE_CHECK } from "~/content/product-names";
import { PageHeader } from "~/components/sections/page-header";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { vibeCheckCta } from "~/content/navigation";
import {
  clientExperienceDirector,
  sessionFormatLabels,
  teamFocusLabels,
  therapistPath,
  therapists,
  type SessionFormat,
  type TeamFocus,
  type Therapist,
} from "~/content/therapists";
import { TherapistCard } from "~/features/therapists/therapist-card";
import { TeamCollage } from "~/features/therapists/team-collage";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { breadcrumbJsonLd, canonicalOriginFromMatches, seoMeta } from "~/lib/seo";

const FOCUS_OPTIONS = Object.keys(teamFocusLabels) as TeamFocus[];
const FORMAT_OPTIONS = Object.keys(sessionFormatLabels) as SessionFormat[];

/** Filters live in the URL (?focus=couples&format=online): plain links work without JavaScript. */
function readFilters(params: URLSearchParams) {
  const focus = params.get("focus");
  const format = params.get("format");
  return {
    focus: FOCUS_OPTIONS.includes(focus as TeamFocus) ? (focus as TeamFocus) : null,
    format: FORMAT_OPTIONS.includes(format as SessionFormat) ? (format as SessionFormat) : null,
  };
}

function matches(t: Therapist, filters: ReturnType<typeof readFilters>) {
  return (!filters.focus || t.focus.includes(filters.focus)) && (!filters.format || t.formats.includes(filters.format));
}

export const meta: MetaFunction = (args) => {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    title: "Meet Our Team of Dallas Couples Therapists",
    description:
      "Meet Millennial Life's relationship-obsessed therapists in Dallas: couples, premarital and individual therapy, BIPOC-affirming care, in person or online.",
    canonicalPath: "/team",
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Our Team", path: "/team" },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Millennial Life therapists",
        itemListElement: therapists.map((t, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: `${origin}${therapistPath(t)}`,
          name: `${t.name}, ${t.role}`,
        })),
      },
    ],
  });
};

export default function TeamPage() {
  const [params] = useSearchParams();
  const filters = readFilters(params);
  const filtered = filters.focus !== null || filters.format !== null;
  const leadership = therapists.filter((t) => t.navGroup === "leadership" && matches(t, filters));
  const clinicians = therapists.filter((t) => t.navGroup === "therapists" && matches(t, filters));
  const count = leadership.length + clinicians.length;

  return (
    <>
      <PageHeader
        eyebrow="Our team"
        title="Meet the people you'd be talking to"
        art={<TeamCollage />}
        lede="Relationship-obsessed therapists who get your world: couples, premarital and individual therapy, in our Dallas office or online anywhere in Texas. Not sure who fits? The free Vibe Check matches you."
      >
        <Link to={vibeCheckCta.to} className="inline-flex min-h-12 items-center rounded-full bg-teal-700 px-6 font-semibold text-white shadow-soft hover:bg-teal-800">
          {vibeCheckCta.label}
        </Link>
        <a href="#first-contact" className="inline-flex min-h-12 items-center rounded-full border border-teal-700 px-6 font-semibold text-teal-800 hover:bg-teal-50">
          Who answers when I call?
        </a>
      </PageHeader>

      <section className="border-b border-line bg-cream" aria-labelledby="team-filters-heading">
        <div className="container-page py-8">
          <h2 id="team-filters-heading" className="font-display text-xl text-ink">
            Find your fit
          </h2>
          <div className="mt-4 grid gap-4">
            <FilterRow label="Looking for" param="focus" current={filters.focus} options={FOCUS_OPTIONS.map((f) => ({ value: f, label: teamFocusLabels[f] }))} params={params} />
            <FilterRow label="Where" param="format" current={filters.format} options={FORMAT_OPTIONS.map((f) => ({ value: f, label: sessionFormatLabels[f] }))} params={params} />
          </div>
          <p className="mt-5 text-sm text-ink-soft" role="status" data-testid="team-filter-status">
            {filtered
              ? `Showing ${count} of ${therapists.length} clinicians${describe(filters)}.`
              : `Showing all ${therapists.length} clinicians. Choose a filter to narrow the list.`}
            {filtered ? (
              <>
                {" "}
                <Link to="/team" preventScrollReset className="font-semibold text-teal-800 underline underline-offset-4">
                  Clear filters
                </Link>
              </>
            ) : null}
          </p>
        </div>
      </section>

      {count === 0 ? (
        <section className="container-page py-14">
          <div className="mx-auto max-w-2xl rounded-[var(--radius-card)] border border-line bg-white p-8 text-center shadow-soft">
            <p className="font-display text-2xl text-ink">No one matches both of those right now.</p>
            <p className="mt-3 text-ink-soft">
              Try one filter at a time, or let us do the matching: on the Vibe Check we'll suggest the therapist who fits what you need.
            </p>
            <Link to="/team" preventScrollReset className="mt-6 inline-flex min-h-12 items-center rounded-full border border-teal-700 px-6 font-semibold text-teal-800 hover:bg-teal-50">
              Show the whole team
            </Link>
          </div>
        </section>
      ) : null}

      {leadership.length > 0 ? (
        <section className="bg-cream py-14 sm:py-16" aria-labelledby="leadership-heading">
          <div className="container-page">
            <SectionIntro id="leadership-heading" title="Leadership" text="The founder and the clinical director set the standard for every session, train the team and supervise our associates and intern." />
            <ul className="mt-8 grid gap-6 lg:grid-cols-2">
              {leadership.map((t) => (
                <li key={t.slug}>
                  <TherapistCard therapist={t} size="feature" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {clinicians.length > 0 ? (
        <section className="bg-sand py-14 sm:py-16" aria-labelledby="therapists-heading">
          <div className="container-page">
            <SectionIntro
              id="therapists-heading"
              title="Therapists"
              text="Licensed therapists, an associate building toward full licensure, and a supervised masters-level intern with lower-fee sessions."
            />
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
              {clinicians.map((t) => (
                <li key={t.slug}>
                  <TherapistCard therapist={t} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section id="first-contact" className="bg-mist py-14 sm:py-16" aria-labelledby="first-contact-heading">
        <div className="container-page">
          <div className="grid items-center gap-8 rounded-[2rem] bg-white p-6 shadow-soft sm:p-10 md:grid-cols-[auto_1fr]">
            <TherapistPortrait person={clientExperienceDirector} size={200} className="mx-auto rounded-full md:mx-0" rounded="rounded-full" />
            <div>
              <p className="text-xs font-semibold tracking-wider text-coral-700 uppercase">Your first point of contact</p>
              <h2 id="first-contact-heading" className="mt-1.5 font-display text-[clamp(1.6rem,1.3rem+1.2vw,2.2rem)] leading-tight text-ink">
                Meet {clientExperienceDirector.name}, {clientExperienceDirector.role}
              </h2>
              <p className="mt-3 max-w-2xl text-lg text-ink-soft">{clientExperienceDirector.description}</p>
              <p className="mt-3 max-w-2xl text-ink-soft">
                Alexis isn't a therapist, so it's fine to tell her what you're looking for without telling her your whole story. She'll ask a few questions, explain fees
                and openings, and book your first session with the person who fits.
              </p>
              <Link to={vibeCheckCta.to} className="mt-6 inline-flex min-h-12 items-center rounded-full bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800">
                Talk to {clientExperienceDirector.firstName} on a {VIBE_CHECK}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <CredentialsGlossary />
      <VibeCheckCta title="Still deciding between two of us? That's what the Vibe Check is for." />
    </>
  );
}

function describe(filters: ReturnType<typeof readFilters>) {
  const parts = [filters.focus ? `for ${teamFocusLabels[filters.focus].toLowerCase()} work` : null, filters.format ? sessionFormatLabels[filters.format].toLowerCase() : null].filter(Boolean);
  return parts.length ? ` ${parts.join(", ")}` : "";
}

function SectionIntro({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="font-display text-[clamp(1.75rem,1.4rem+1.5vw,2.5rem)] leading-tight text-ink">
        {title}
      </h2>
      <p className="mt-3 text-lg text-ink-soft">{text}</p>
    </div>
  );
}

function FilterRow({
  label,
  param,
  current,
  options,
  params,
}: {
  label: string;
  param: "focus" | "format";
  current: string | null;
  options: { value: string; label: string }[];
  params: URLSearchParams;
}) {
  const hrefFor = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(param, value);
    else next.delete(param);
    const query = next.toString();
    return query ? `/team?${query}` : "/team";
  };
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
      active ? "border-teal-700 bg-teal-700 text-white" : "border-line bg-white text-ink hover:border-teal-700 hover:text-teal-800"
    }`;
  return (
    <nav aria-label={`Filter by ${label.toLowerCase()}`} className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
      <p className="text-sm font-semibold text-ink sm:min-w-24 sm:pt-3" id={`filter-${param}-label`}>
        {label}
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby={`filter-${param}-label`}>
        <li>
          <Link to={hrefFor(null)} preventScrollReset replace className={chip(current === null)} aria-current={current === null ? "true" : undefined}>
            {param === "focus" ? "Everyone" : "Either"}
          </Link>
        </li>
        {options.map((o) => (
          <li key={o.value}>
            <Link
              to={hrefFor(o.value)}
              preventScrollReset
              replace
              className={chip(current === o.value)}
              aria-current={current === o.value ? "true" : undefined}
              data-filter={`${param}:${o.value}`}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const GLOSSARY: { term: string; meaning: string }[] = [
  { term: "LMFT", meaning: "Licensed Marriage and Family Therapist: a master's-level clinician trained specifically in relationships and families." },
  { term: "LPC", meaning: "Licensed Professional Counselor: a master's-level clinician trained in individual counseling and mental health." },
  { term: "-S (Supervisor)", meaning: "A board-approved supervisor, qualified to train and oversee associates and interns." },
  { term: "Associate", meaning: "A fully trained therapist in their first years after graduate school, seeing clients under a named supervisor, as Texas requires." },
  { term: "Masters-level intern", meaning: "A graduate student completing clinical training, with every case reviewed in supervision. Sessions cost less." },
  { term: "PhD, Licensed Psychologist", meaning: "A doctoral-level clinician licensed by the Texas State Board of Examiners of Psychologists." },
];

function CredentialsGlossary() {
  return (
    <section className="bg-cream py-14 sm:py-16" aria-labelledby="glossary-heading">
      <div className="container-page">
        <h2 id="glossary-heading" className="font-display text-[clamp(1.5rem,1.3rem+1vw,2rem)] text-ink">
          What all those letters mean
        </h2>
        <p className="mt-3 max-w-2xl text-ink-soft">
          Every clinician here is licensed in Texas or training under someone who is. Tap the "?" next to a name to see who supervises them.
        </p>
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {GLOSSARY.map((g) => (
            <div key={g.term} className="rounded-[var(--radius-card)] border border-line bg-white p-5">
              <dt className="font-display text-lg text-teal-800">{g.term}</dt>
              <dd className="mt-1.5 text-sm leading-relaxed text-ink-soft">{g.meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
