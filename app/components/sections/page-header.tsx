import type { ReactNode } from "react";
import { Heading } from "~/components/ui/heading";

/**
 * The opening band of a content page: eyebrow, one h1, a short lede, optional actions or art.
 * `artOnWideScreensOnly` drops decorative art below 1024 px, where it would only push the text down.
 * `top` sits above the heading inside the same band (e.g. breadcrumbs), so the backdrop is unbroken.
 * `headingLevel` 2 is only for showing the band inside another page (the /hero-demo style guide).
 */
export function PageHeader({
  eyebrow,
  title,
  lede,
  children,
  art,
  artOnWideScreensOnly = false,
  top,
  headingLevel = 1,
}: {
  eyebrow?: string;
  title: string;
  lede?: ReactNode;
  children?: ReactNode;
  art?: ReactNode;
  artOnWideScreensOnly?: boolean;
  top?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  return (
    <section className="relative overflow-hidden bg-sand">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-teal-100/70 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 h-72 w-72 rounded-full bg-coral-100/70 blur-3xl" />
      {top ? <div className="container-page relative pt-3">{top}</div> : null}
      <div
        className={`container-page relative grid gap-10 ${top ? "pt-6 pb-14 sm:pt-10 sm:pb-20" : "py-14 sm:py-20"} ${art ? "lg:grid-cols-[1.2fr_1fr] lg:items-center" : ""}`}
      >
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{eyebrow}</p> : null}
          <Heading as={headingLevel === 1 ? "h1" : "h2"} size="page" className="mt-3">
            {title}
          </Heading>
          {lede ? <div className="mt-5 text-lg leading-relaxed text-pretty text-ink-soft sm:text-xl">{lede}</div> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {art ? <div className={`mx-auto w-full max-w-md ${artOnWideScreensOnly ? "hidden lg:block" : ""}`}>{art}</div> : null}
      </div>
    </section>
  );
}
