import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { footerLegalLinks, footerQuickLinks, newTabNote, vibeCheckCta } from "~/content/navigation";
import { site } from "~/content/site";
import { therapists } from "~/content/therapists";
import { useRenderLater } from "~/components/performance/render-later";
import { usePracticeContact, type PracticeContact } from "~/content/practice-contact";
import { Button, ButtonLink } from "~/components/ui/button";
import { SocialLinks } from "~/components/ui/social-icon";
import { openDirections } from "./directions";
import { LogoMark } from "./logo";

/** "a, b and c": a list as a sentence writes it. */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Small counts in words, as a sentence writes them. */
function countWord(n: number): string {
  return ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"][n] ?? String(n);
}

const founder = therapists.find((t) => t.role === "Founder & Therapist")!;
const director = therapists.find((t) => t.role === "Clinical Director")!;

export function Footer({ extraLegalLinks }: { extraLegalLinks?: React.ReactNode }) {
  const year = new Date().getFullYear();
  const area = site.serviceArea;
  const contact = usePracticeContact();
  return (
    <footer className="site-footer render-later mt-auto bg-teal-900 text-teal-50" aria-labelledby="footer-heading" {...useRenderLater()}>
      <h2 id="footer-heading" className="sr-only">
        Site footer
      </h2>
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg" aria-label={`${site.name} home`}>
            <LogoMark className="h-10 w-10" />
            <span className="font-display text-xl font-semibold text-white">{site.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-teal-100">
            Couples, premarital and individual therapy for millennials, in our Dallas office or online anywhere in Texas.
          </p>
          <ButtonLink to={vibeCheckCta.to} variant="inverse" size="sm" className="mt-6">
            {vibeCheckCta.label}
          </ButtonLink>
          <SocialLinks tone="onTeal" className="mt-8" />
        </div>

        <nav aria-label="Quick links">
          {/* A label in the sans face, not a title on the display scale. */}
          <h3 className="font-sans text-sm font-semibold tracking-wider text-teal-200 uppercase">Quick links</h3>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 lg:grid-cols-1">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-9 items-center text-teal-50 underline-offset-4 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          {/* A label in the sans face, not a title on the display scale. */}
          <h3 className="font-sans text-sm font-semibold tracking-wider text-teal-200 uppercase">Visit or reach us</h3>
          <ContactDetails contact={contact} />
        </div>
      </div>

      <div className="border-t border-teal-800">
        <div className="container-page space-y-4 py-8 text-sm text-teal-100">
          <p className="rounded-xl bg-teal-800/60 px-4 py-3 text-teal-50" role="note">
            <strong className="font-semibold text-white">Millennial Life is not an emergency service.</strong> If you or someone you love is in danger, call{" "}
            <a href="tel:911" className="font-semibold text-white underline underline-offset-2">
              911
            </a>
            . For a mental health crisis, call or text{" "}
            <a href="tel:988" className="font-semibold text-white underline underline-offset-2">
              988
            </a>
            , the Suicide &amp; Crisis Lifeline, any time.
          </p>
          <p data-testid="service-area" className="text-xs leading-relaxed text-teal-200">
            Our office is in {area.office}, {contact.address.city}, a short drive from {listOf(area.neighbourhoods)}. Couples and individuals also come in from{" "}
            {listOf(area.cities)}, and we meet online with clients anywhere else in Texas. Whoever you see, in the office or online, is part of one small team
            led by our founder, {founder.name}, and our clinical director, {director.name}. You can meet all {countWord(therapists.length)} therapists on{" "}
            <Link to="/team" className="underline underline-offset-2 hover:text-white">
              our team page
            </Link>
            .
          </p>
          <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
            <p>
              © {year} {site.legalName}. All rights reserved.
            </p>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {footerLegalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-9 items-center hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
              {extraLegalLinks}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}

/** The footer's "Visit or reach us" details; the admin's settings screen previews them with unsaved values. */
export function ContactDetails({ contact }: { contact: PracticeContact }) {
  return (
    <>
      <address className="mt-4 leading-relaxed text-teal-50 not-italic">
        {contact.address.street}
        <br />
        {contact.address.city}, {contact.address.region} {contact.address.postalCode}
      </address>
      <Button onClick={() => openDirections(contact.address.mapsQuery)} variant="inverseOutline" size="sm" className="mt-3">
        <Icon name="mapPin" size={18} />
        Get Directions
        <span className="sr-only">{newTabNote}</span>
      </Button>
      <ul className="mt-5 space-y-1">
        <li>
          <a href={contact.phone.href} className="inline-flex min-h-9 items-center hover:text-white hover:underline">
            {contact.phone.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${contact.email}`} className="inline-flex min-h-9 items-center hover:text-white hover:underline">
            {contact.email}
          </a>
        </li>
      </ul>
      <dl className="mt-5 space-y-1 text-sm text-teal-100">
        {contact.hours.map((h, i) => (
          <div key={`${i}:${h.days}`} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-teal-50">{h.days}</dt>
            <dd>{h.time}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
