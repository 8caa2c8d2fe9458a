import { Link } from "react-router";
import { AvailabilityBadge } from "~/components/sections/availability-badge";
import type { ProfileView } from "./therapist-profile.server";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { usePracticeContact } from "~/content/practice-contact";
import { profileAboutCopy as words } from "~/content/therapist-profile-page";

/** "About {name}" and "How {name} works", beside the at-a-glance facts and a fun fact. */
export function ProfileAbout({
  therapist: t,
  feeLine,
  deferred,
}: {
  therapist: ProfileView;
  feeLine: string;
  /** Below the first screen: laid out after the first paint. */
  deferred?: boolean;
}) {
  const contact = usePracticeContact();
  return (
    <Section labelledBy="about-heading" tone="cream" contained={false} deferred={deferred}>
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <Heading id="about-heading" size="section">
            {words.aboutHeading(t.firstName)}
          </Heading>
          <div className="prose-page mt-5 text-lg">
            {t.bio.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          {t.story ? (
            <Link to={t.story.path} className="inline-link mt-4 inline-flex min-h-11 items-center" data-testid="profile-story">
              {t.story.label}
            </Link>
          ) : null}
          <Heading size="panel" className="mt-12">
            {words.howHeading(t.firstName)}
          </Heading>
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
            <Heading id="glance-heading" size="item">
              {words.glanceHeading}
            </Heading>
            <dl className="mt-4 divide-y divide-line text-sm">
              <GlanceRow term={words.terms.availability}>
                <AvailabilityBadge therapist={t} variant="long" />
              </GlanceRow>
              <GlanceRow term={words.terms.sessions}>
                {t.formats.map((f) => (f === "online" ? words.sessions.online : words.sessions.inPerson(contact.address.city))).join(" · ")}
              </GlanceRow>
              <GlanceRow term={words.terms.fee}>
                <span data-testid="profile-fee">{feeLine}</span>
                <span className="mt-0.5 block">{words.feeNote}</span>
              </GlanceRow>
              <GlanceRow term={words.terms.experience}>{t.yearsOfExperience === 1 ? words.inTraining : words.yearsInPractice(t.yearsOfExperience)}</GlanceRow>
              <GlanceRow term={words.terms.training}>
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
            <Heading size="item" className="relative">
              {words.funFact}
            </Heading>
            <p className="relative mt-2 text-ink-soft">{t.funFact}</p>
          </div>
        </aside>
      </div>
    </Section>
  );
}

function GlanceRow({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[8.5rem_1fr] sm:gap-3">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="text-ink-soft">{children}</dd>
    </div>
  );
}
