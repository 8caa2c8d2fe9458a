import { headingVariants } from "~/components/ui/heading";
import type { ReactNode } from "react";

/**
 * How a section opens at each size. The homepage's display titles are larger, so their column is
 * narrower (fewer words a line) and their lede sits a little further down.
 */
const scales = {
  section: { width: "max-w-3xl", title: "mt-2", lede: "mt-3" },
  display: { width: "max-w-2xl", title: "", lede: "mt-4" },
};

/** The eyebrow, h2 and lede that open most content sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "left",
  size = "section",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "left" | "center";
  size?: keyof typeof scales;
}) {
  return (
    <div className={`${scales[size].width} ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className={headingVariants({ size, className: eyebrow ? "mt-2" : scales[size].title })}>
        {title}
      </h2>
      {children ? <div className={`${scales[size].lede} text-lg text-ink-soft`}>{children}</div> : null}
    </div>
  );
}
