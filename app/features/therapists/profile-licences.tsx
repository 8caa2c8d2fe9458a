import { Heading } from "~/components/ui/heading";
import { newTabNote } from "~/content/navigation";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { Icon } from "~/components/ui/icons";
import { supervisorNames, therapistPath, type Therapist } from "~/content/therapists";
import type { ProfileView } from "./therapist-profile.server";
import { profileLicencesCopy as words } from "~/content/therapist-profile-page";

/**
 * "License and supervision": a card per license with the board's lookup, the intern's
 * not-yet-licensed card, and who supervises the clinician, linking to their profiles.
 */
export function ProfileLicences({
  therapist: t,
  supervisors,
  lookupUrl,
  deferred,
}: {
  therapist: ProfileView;
  supervisors: Therapist[];
  lookupUrl: string;
  /** Below the first screen: laid out after the first paint. */
  deferred?: boolean;
}) {
  // License cards plus the intern and supervision cards, to pick a grid without orphans (a lone
  // card keeps a readable width instead of half a two-column row).
  const cardCount = Math.max(t.licences.length, 1) + (t.supervisedBy?.length ? 1 : 0);
  return (
    <Section labelledBy="licence-heading" tone="cream" deferred={deferred}>
      <div className="max-w-3xl">
        <Heading id="licence-heading" size="panel">
          {words.heading}
        </Heading>
        <p className="mt-3 text-ink-soft">{words.intro}</p>
      </div>
      <div className={`mt-8 grid gap-5 ${cardCount === 1 ? "max-w-2xl" : "md:grid-cols-2"} ${cardCount >= 3 ? "xl:grid-cols-3" : ""}`}>
        {t.licences.map((l) => (
          <div key={l.number} className="rounded-[var(--radius-card)] border border-line bg-white p-6" data-testid="licence">
            <p className="text-xs font-semibold tracking-wider text-teal-700 uppercase">{l.abbreviation}</p>
            <p className="mt-1 font-display text-xl text-ink">{l.type}</p>
            <p className="mt-2 text-ink-soft">
              {words.licenceNumber} <span className="font-semibold text-ink">{l.number}</span>
            </p>
            <p className="mt-1 text-sm text-ink-soft">{words.issuedBy(l.issuer)}</p>
            <LookupLink href={l.lookupUrl}>{words.verify}</LookupLink>
          </div>
        ))}
        {t.licences.length === 0 ? (
          <div className="rounded-[var(--radius-card)] border border-line bg-white p-6" data-testid="licence">
            <p className="text-xs font-semibold tracking-wider text-teal-700 uppercase">{words.intern.eyebrow}</p>
            <p className="mt-1 font-display text-xl text-ink">{words.intern.title}</p>
            <p className="mt-2 text-ink-soft">{words.intern.text(t.firstName)}</p>
            <LookupLink href={lookupUrl}>{words.intern.lookup}</LookupLink>
          </div>
        ) : null}
        {t.supervisedBy?.length ? (
          <div className="rounded-[var(--radius-card)] bg-mist p-6" data-testid="supervised-by">
            <p className="text-xs font-semibold tracking-wider text-teal-800 uppercase">{words.supervision.eyebrow}</p>
            {/* The supervisors are named once here; the "?" beside the credentials carries the full sentence. */}
            <p className="mt-1 font-display text-xl text-ink">{words.supervision.title(supervisorNames(t))}</p>
            <p className="mt-2 text-sm text-ink-soft">{words.supervision.text(t.firstName)}</p>
            {supervisors.length ? (
              <ul className="mt-4 flex flex-wrap gap-2">
                {supervisors.map((s) => (
                  <li key={s.slug}>
                    <ButtonLink to={therapistPath(s)} variant="chip" size="chip">
                      {words.supervision.meet(s.name)}
                    </ButtonLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </Section>
  );
}

function LookupLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-link mt-4 inline-flex min-h-11 items-center gap-1.5">
      {children}
      <span className="sr-only">{newTabNote}</span>
      <Icon name="externalLink" size={16} />
    </a>
  );
}
