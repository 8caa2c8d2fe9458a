import { Link, useParams, type MetaFunction } from "react-router";
import { VIBE_CHECK } from "~/content/product-names";
import { PageHeader } from "~/components/sections/page-header";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { EXTENDED_SESSION_MINUTES, extendedSessionFee, formatUsd, sessionFeeFor, SESSION_MINUTES } from "~/content/fees";
import { vibeCheckCta } from "~/content/navigation";
import { site } from "~/content/site";
import { licensingBoards, withProfile, type ProfiledTherapist } from "~/content/therapist-profiles";
import { therapistBySlug, therapistPath, therapists, type Therapist } from "~/content/therapists";
import { AvailabilityBadge } from "~/features/therapists/availability-badge";
import { SpecialtyCard } from "~/features/therapists/specialty-card";
import { TherapistCredentials } from "~/features/therapists/therapist-credentials";
import { TherapistMiniCard } from "~/features/therapists/therapist-mini-card";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { breadcrumbJsonLd, canonicalOriginFromMatches, seoMeta } from "~/lib/seo";
import { ExternalLinkIcon, MapPinIcon, VideoIcon } from "~/components/ui/icons";
import { RenderLater } from "~/components/performance/render-later";

/** Any slug that is not on the team gets a generic therapist profile title. */
export const GENERIC_PROFILE_TITLE = "Therapist Profile";

/** The clinicians named in a supervision line, so the profile can link to them. */
function supervisorsOf(t: Therapist): Therapist[] {
  if (!t.supervisor) return [];
  return therapists.filter((other) => other.slug !== t.slug && t.supervisor!.includes(other.name));
}

function personJsonLd(t: ProfiledTherapist, origin: string): Record<string, unknown> {
  const url = `${origin}${therapistPath(t)}`;
  const licences = t.licences.map((l) => ({
    "@type": "EducationalOccupationalCredential",
    credentialCategory: "license",
    name: l.type,
    identifier: `${l.abbreviation} ${l.number}`,
    recognizedBy: { "@type": "Organization", name: licensingBoards[l.board].name, url: licensingBoards[l.board].lookupUrl },
  }));
  const degrees = t.education.map((e) => ({ "@type": "EducationalOccupationalCredential", credentialCategory: "degree", name: e }));
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${url}#person`,
    name: t.name,
    jobTitle: t.role,
    description: t.oneLiner,
    url,
    knowsAbout: t.specialties,
    hasCredential: [...licences, ...degrees],
    worksFor: { "@type": "MedicalBusiness", "@id": `${origin}/#practice`, name: site.name, url: `${origin}/` },
  };
}

/** 50-160 characters: who, what and where, then as much of the one-liner as fits. */
function profileDescription(t: Therapist): string {
  const full = `${t.name}, ${t.role} at ${site.name} in Dallas. ${t.oneLiner}`;
  if (full.length <= 160) return full;
  const cut = full.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" "))}...`;
}

export const meta: MetaFunction = (args) => {
  const t = therapistBySlug(args.params.slug ?? "");
  const origin = canonicalOriginFromMatches(args.matches);
  if (!t) {
    return seoMeta(args, {
      title: GENERIC_PROFILE_TITLE,
      description: "Looking for a Millennial Life therapist? Meet our Dallas team of couples, premarital and individual therapists and find the right fit.",
      noindex: true,
    });
  }
  return seoMeta(args, {
    title: `${t.name}, ${t.role}`,
    description: profileDescription(t),
    ogType: "profile",
    canonicalPath: therapistPath(t),
    jsonLd: [
      personJsonLd(withProfile(t), origin),
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Our Team", path: "/team" },
        { name: t.name, path: therapistPath(t) },
      ]),
    ],
  });
};

export default function TherapistProfilePage() {
  const { slug = "" } = useParams();
  const therapist = therapistBySlug(slug);
  return therapist ? <Profile t={withProfile(therapist)} /> : <GenericProfile />;
}

function Profile({ t }: { t: ProfiledTherapist }) {
  const fee = sessionFeeFor(t.feeTier);
  const supervisors = supervisorsOf(t);
  const others = therapists.filter((o) => o.slug !== t.slug).slice(0, 3);
  return (
    <>
      <section className="relative overflow-hidden bg-sand" aria-labelledby="profile-name">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-teal-100/70 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 h-72 w-72 rounded-full bg-coral-100/70 blur-3xl" />
        <div className="container-page relative grid gap-8 py-10 sm:py-16 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] md:items-center lg:gap-14">
          <div className="w-36 sm:w-56 md:w-full">
            <TherapistPortrait person={t} size={440} eager sizes="(min-width: 768px) 440px, (min-width: 640px) 224px, 144px" className="aspect-square h-auto w-full shadow-lift" rounded="rounded-[2rem]" />
          </div>
          <div>
            <nav aria-label="Breadcrumb" className="text-sm text-ink-soft">
              <ol className="flex flex-wrap items-center gap-1.5">
                <li>
                  <Link to="/team" className="font-medium text-teal-800 underline-offset-4 hover:underline">
                    Our team
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page">{t.name}</li>
              </ol>
            </nav>
            <p className="mt-5 text-sm font-semibold tracking-wider text-coral-700 uppercase">{t.role}</p>
            <h1 id="profile-name" className="mt-2 font-display text-[clamp(2.3rem,1.6rem+3vw,3.8rem)] leading-[1.05] text-ink">
              {t.name}
            </h1>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-soft">
              <TherapistCredentials therapist={t} className="font-medium text-ink" />
              <span className="text-sm">({t.pronouns})</span>
            </div>
            <div className="mt-5 flex flex-wrap gap-2">
              <AvailabilityBadge therapist={t} variant="long" className="px-3.5 py-1.5 text-sm" />
              {t.formats.map((f) => (
                <span key={f} className="inline-flex items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-soft ring-1 ring-line ring-inset">
                  {f === "online" ? <VideoIcon size={16} /> : <MapPinIcon size={16} />}
                  {f === "online" ? "Online in Texas" : "In person in Dallas"}
                </span>
              ))}
            </div>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl">{t.oneLiner}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={vibeCheckCta.to}
                className="inline-flex min-h-12 items-center rounded-full bg-teal-700 px-6 font-semibold text-white shadow-soft hover:bg-teal-800"
                data-testid="profile-cta"
              >
                {vibeCheckCta.label}
              </Link>
              <Link to="/fees-and-faqs#session-fees" className="inline-flex min-h-12 items-center rounded-full border border-teal-700 px-6 font-semibold text-teal-800 hover:bg-white">
                Fees and FAQs
              </Link>
            </div>
          </div>
        </div>
      </section>

      <RenderLater>
        <section className="bg-cream py-14 sm:py-20" aria-labelledby="about-heading">
          <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-16">
            <div>
              <h2 id="about-heading" className="font-display text-[clamp(1.75rem,1.4rem+1.5vw,2.5rem)] leading-tight text-ink">
                About {t.firstName}
              </h2>
              <div className="prose-page mt-5 text-lg">
                {t.bio.map((p) => (
                  <p key={p.slice(0, 24)}>{p}</p>
                ))}
              </div>
              {t.story ? (
                <Link to={t.story.path} className="mt-4 inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4" data-testid="profile-story">
                  {t.story.label}
                </Link>
              ) : null}
              <h2 className="mt-12 font-display text-[clamp(1.5rem,1.3rem+1vw,2rem)] leading-tight text-ink">How {t.firstName} works</h2>
              <p className="prose-page mt-4 text-lg">{t.approach}</p>
              <ul className="mt-6 space-y-3">
                {t.methods.map((m) => (
                  <li key={m.name} className="rounded-2xl border border-line bg-white p-4">
                    <span className="block font-semibold text-ink">{m.name}</span>
                    <span className="mt-0.5 block text-ink-soft">{m.gloss.charAt(0).toUpperCase() + m.gloss.slice(1)}.</span>
                  </li>
                ))}
              </ul>
            </div>

            <aside aria-labelledby="glance-heading" className="space-y-6 lg:pt-2">
              <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
                <h2 id="glance-heading" className="font-display text-xl text-ink">
                  At a glance
                </h2>
                <dl className="mt-4 divide-y divide-line text-sm">
                  <GlanceRow term="Availability">
                    <AvailabilityBadge therapist={t} variant="long" />
                  </GlanceRow>
                  <GlanceRow term="Sessions">{t.formats.map((f) => (f === "online" ? "Online anywhere in Texas" : `In person at our ${site.address.city} office`)).join(" · ")}</GlanceRow>
                  <GlanceRow term="Session fee">
                    <span data-testid="profile-fee">
                      {formatUsd(fee.sessionUsd)} for {SESSION_MINUTES} minutes · {formatUsd(extendedSessionFee(fee))} for {EXTENDED_SESSION_MINUTES} minutes
                    </span>
                    <span className="mt-0.5 block">On your own or as a couple</span>
                  </GlanceRow>
                  <GlanceRow term="Experience">{t.yearsOfExperience === 1 ? "In clinical training" : `${t.yearsOfExperience} years in practice`}</GlanceRow>
                  <GlanceRow term="Training">
                    <ul className="space-y-1">
                      {t.education.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  </GlanceRow>
                </dl>
              </div>
              <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-coral-50 p-6">
                <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" className="absolute -top-1 -right-1 text-coral-100" fill="currentColor">
                  <path d="M24 4l4.5 13.5L42 22l-13.5 4.5L24 40l-4.5-13.5L6 22l13.5-4.5z" />
                </svg>
                <h2 className="relative font-display text-xl text-ink">Fun fact</h2>
                <p className="relative mt-2 text-ink-soft">{t.funFact}</p>
              </div>
            </aside>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section className="bg-sand py-14 sm:py-20" aria-labelledby="specialties-heading">
          <div className="container-page grid gap-12 lg:grid-cols-2">
            <div>
              <h2 id="specialties-heading" className="font-display text-[clamp(1.5rem,1.3rem+1vw,2rem)] text-ink">
                Specialties
              </h2>
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {t.specialties.map((s) => (
                  <li key={s}>
                    <SpecialtyCard label={s} />
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="font-display text-[clamp(1.5rem,1.3rem+1vw,2rem)] text-ink">Who {t.firstName} works with</h2>
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {t.worksWith.map((s) => (
                  <li key={s}>
                    <SpecialtyCard label={s} tone="coral" />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section className="bg-cream py-14 sm:py-20" aria-labelledby="licence-heading">
          <div className="container-page">
            <div className="max-w-3xl">
              <h2 id="licence-heading" className="font-display text-[clamp(1.5rem,1.3rem+1vw,2rem)] text-ink">
                Licence and supervision
              </h2>
              <p className="mt-3 text-ink-soft">
                You can check any Texas therapist's licence yourself. It takes a minute, and we think every client should know how.
              </p>
            </div>
            <div className={`mt-8 grid gap-5 md:grid-cols-2 ${licenceCardCount(t) >= 3 ? "xl:grid-cols-3" : ""}`}>
              {t.licences.map((l) => {
                const board = licensingBoards[l.board];
                return (
                  <div key={l.number} className="rounded-[var(--radius-card)] border border-line bg-white p-6" data-testid="licence">
                    <p className="text-xs font-semibold tracking-wider text-teal-700 uppercase">{l.abbreviation}</p>
                    <p className="mt-1 font-display text-xl text-ink">{l.type}</p>
                    <p className="mt-2 text-ink-soft">
                      Texas licence no. <span className="font-semibold text-ink">{l.number}</span>
                    </p>
                    <p className="mt-1 text-sm text-ink-soft">
                      Issued by the {board.name}
                      {l.board === "psychology" ? "" : `, part of the ${board.council}`}.
                    </p>
                    <a
                      href={board.lookupUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
                    >
                      Verify on the Texas licence lookup
                      <span className="sr-only">(opens in a new tab)</span>
                      <ExternalLinkIcon size={16} />
                    </a>
                  </div>
                );
              })}
              {t.licences.length === 0 ? (
                <div className="rounded-[var(--radius-card)] border border-line bg-white p-6" data-testid="licence">
                  <p className="text-xs font-semibold tracking-wider text-teal-700 uppercase">Clinical intern</p>
                  <p className="mt-1 font-display text-xl text-ink">Not yet licensed</p>
                  <p className="mt-2 text-ink-soft">
                    {t.firstName} is completing a master's degree and sees clients as part of supervised clinical training, as Texas allows. You can verify the licences of{" "}
                    {t.firstName}'s supervisors on the Texas licence lookup.
                  </p>
                  <a
                    href={licensingBoards.mft.lookupUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
                  >
                    Open the Texas licence lookup
                    <span className="sr-only">(opens in a new tab)</span>
                    <ExternalLinkIcon size={16} />
                  </a>
                </div>
              ) : null}
              {t.supervisor ? (
                <div className="rounded-[var(--radius-card)] bg-mist p-6" data-testid="supervised-by">
                  <p className="text-xs font-semibold tracking-wider text-teal-800 uppercase">Supervision</p>
                  <p className="mt-1 font-display text-xl text-ink">Supervised by {t.supervisor}</p>
                  <p className="mt-2 text-ink-soft">{t.supervisionDetails}</p>
                  <p className="mt-2 text-sm text-ink-soft">
                    Supervision means an experienced, board-approved clinician reviews {t.firstName}'s work every week. You get a therapist who is current on their
                    training, with a second expert mind behind your care.
                  </p>
                  {supervisors.length ? (
                    <ul className="mt-4 flex flex-wrap gap-2">
                      {supervisors.map((s) => (
                        <li key={s.slug}>
                          <Link to={therapistPath(s)} className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-teal-800 hover:bg-teal-50">
                            Meet {s.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null}
            </div>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <section className="bg-mist py-14 sm:py-16" aria-labelledby="others-heading">
          <div className="container-page">
            <h2 id="others-heading" className="font-display text-[clamp(1.5rem,1.3rem+1vw,2rem)] text-ink">
              Meet more of the team
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {others.map((o) => (
                <li key={o.slug}>
                  <TherapistMiniCard therapist={o} />
                </li>
              ))}
            </ul>
            <Link to="/team" className="mt-6 inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4">
              See the whole team
            </Link>
          </div>
        </section>
      </RenderLater>

      <RenderLater>
        <VibeCheckCta
          title={`Want to work with ${t.firstName}?`}
          text={`Request a free 15-minute Vibe Check and mention ${t.firstName}. We'll check openings, answer your questions about fees and format, and reply within 24 business hours.`}
        />
      </RenderLater>
    </>
  );
}

/** Licence cards plus the intern and supervision cards, to pick a grid without orphans. */
function licenceCardCount(t: ProfiledTherapist): number {
  return Math.max(t.licences.length, 1) + (t.supervisor ? 1 : 0);
}

function GlanceRow({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[8.5rem_1fr] sm:gap-3">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="text-ink-soft">{children}</dd>
    </div>
  );
}

function GenericProfile() {
  return (
    <>
      <PageHeader
        eyebrow={GENERIC_PROFILE_TITLE}
        title="We couldn't find that therapist"
        lede="The link you followed may be from our old website, or the therapist may have moved on. Everyone currently on the team is below, and we're happy to help you choose."
      >
        <Link to="/team" className="inline-flex min-h-12 items-center rounded-full bg-teal-700 px-6 font-semibold text-white shadow-soft hover:bg-teal-800">
          Meet the whole team
        </Link>
        <Link to={vibeCheckCta.to} className="inline-flex min-h-12 items-center rounded-full border border-teal-700 px-6 font-semibold text-teal-800 hover:bg-teal-50">
          Get matched on a {VIBE_CHECK}
        </Link>
      </PageHeader>
      <section className="bg-cream py-14 sm:py-16" aria-labelledby="current-team-heading">
        <div className="container-page">
          <h2 id="current-team-heading" className="font-display text-[clamp(1.5rem,1.3rem+1vw,2rem)] text-ink">
            Our current therapists
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {therapists.map((t) => (
              <li key={t.slug}>
                <TherapistMiniCard therapist={t} />
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-2xl text-ink-soft">
            Looking for a therapist who used to work with us? Call us at{" "}
            <a href={site.phone.href} className="font-semibold text-teal-800 underline underline-offset-4">
              {site.phone.display}
            </a>{" "}
            and we'll help you reconnect or continue your care with someone new.
          </p>
        </div>
      </section>
      <VibeCheckCta />
    </>
  );
}
