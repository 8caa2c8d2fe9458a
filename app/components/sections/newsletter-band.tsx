import type { ReactNode } from "react";
import { Link } from "react-router";
import { CheckedPills } from "~/components/ui/marked-list";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";

/** The Clarity Drip band: what the newsletter is, and the action (the route passes the signup button). */
export function NewsletterBand({
  id,
  heading,
  text,
  perks,
  links,
  action,
  deferred,
}: {
  id: string;
  heading: string;
  text: string;
  perks: string[];
  links: { label: string; to: string }[];
  action: ReactNode;
  /** Below the first screen: laid out after the first paint. */
  deferred?: boolean;
}) {
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone="cream" spacing="none" deferred={deferred} className="py-20 sm:py-24">
      <div className="relative overflow-hidden rounded-[2rem] bg-teal-900 px-6 py-14 text-white shadow-lift sm:px-12 lg:px-16 lg:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-16 h-72 w-72 rounded-full bg-teal-500/45 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-28 -left-20 h-72 w-72 rounded-full bg-coral-500/20 blur-3xl" />
        <DripArt />
        <div className="relative grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-[0.18em] text-coral-100 uppercase">Weekly newsletter</p>
            <Heading id={`${id}-heading`} size="display" tone="inherit" className="mt-3 max-w-xl">
              {heading}
            </Heading>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-teal-50">{text}</p>
            <CheckedPills items={perks} tone="dark" className="mt-6 text-sm" />
          </div>
          <div className="flex flex-col items-start gap-5 lg:items-center">
            {action}
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-teal-50 underline decoration-white/40 underline-offset-4 hover:decoration-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
}

/** A thin-line coffee cup with a drip: the newsletter's motif. */
function DripArt() {
  return (
    <svg
      viewBox="0 0 120 120"
      width="120"
      height="120"
      aria-hidden="true"
      className="pointer-events-none absolute right-8 bottom-6 hidden text-white/25 lg:block"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M30 52h50v22a25 25 0 0 1-50 0z" />
      <path d="M80 58h6a10 10 0 0 1 0 20h-7" />
      <path d="M22 104h66" />
      <path d="M55 10c0 6-5 8-5 14a5 5 0 0 0 10 0c0-6-5-8-5-14z" />
      <path d="M45 34c0 3-3 4-3 7M66 32c0 3-3 4-3 7" />
    </svg>
  );
}
