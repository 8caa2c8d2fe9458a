import { headingVariants } from "~/components/ui/heading";
import type { ReactNode } from "react";

/** The eyebrow, h2 and lede that open most content sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "left" | "center";
}) {
  return (
    <div className={`max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className={headingVariants({ size: "section", className: "mt-2" })}>
        {title}
      </h2>
      {children ? <div className="mt-3 text-lg text-ink-soft">{children}</div> : null}
    </div>
  );
}
