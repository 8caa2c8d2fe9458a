import type { PressMention } from "~/content/press";

/**
 * A press outlet's wordmark, drawn as inline SVG in the site's own fonts (no logo files, no
 * request), in `currentColor` so a strip can tint it. Four treatments from the press list's
 * `image.style` keep the wordmarks distinct: a serif masthead, a tracked sans, a boxed condensed
 * broadcaster badge and an italic script with a swash. `textLength` makes every wordmark fill
 * its set box exactly, whatever font is loaded, so nothing shifts.
 */
const CHAR_WIDTH_EM: Record<PressMention["image"]["style"], number> = {
  serif: 0.5,
  sans: 0.62,
  condensed: 0.5,
  script: 0.48,
};

export function pressLogoWidth(mention: Pick<PressMention, "name" | "image">, height: number): number {
  const { style } = mention.image;
  const fontSize = height * 0.6;
  const padding = style === "condensed" ? height * 0.7 : 0;
  return Math.round(mention.name.length * CHAR_WIDTH_EM[style] * fontSize + padding);
}

export function PressLogo({
  mention,
  height = 32,
  className = "",
  decorative = false,
}: {
  mention: Pick<PressMention, "name" | "image">;
  /** Rendered height in CSS pixels; the width follows from the name. */
  height?: number;
  className?: string;
  /** Hide from assistive tech when the outlet's name is printed next to the logo. */
  decorative?: boolean;
}) {
  const { name, image } = mention;
  const width = pressLogoWidth(mention, height);
  const fontSize = height * 0.6;
  const baseline = height * 0.7;
  const a11y = decorative ? { "aria-hidden": true as const } : { role: "img" as const, "aria-label": name };
  const common = {
    y: baseline,
    fontSize,
    fontWeight: image.weight,
    fill: "currentColor",
    lengthAdjust: "spacingAndGlyphs" as const,
  };

  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} className={`block shrink-0 ${className}`} data-press-logo={name} {...a11y}>
      {image.style === "serif" ? (
        <text {...common} x={0} textLength={width} style={{ fontFamily: "var(--font-display)" }}>
          {name}
        </text>
      ) : null}
      {image.style === "sans" ? (
        <text {...common} x={0} textLength={width} style={{ fontFamily: "var(--font-sans)", textTransform: "uppercase", letterSpacing: "0.08em" }}>
          {name.toUpperCase()}
        </text>
      ) : null}
      {image.style === "condensed" ? (
        <>
          <rect x={1} y={1} width={width - 2} height={height - 2} rx={height * 0.14} fill="none" stroke="currentColor" strokeWidth={2} />
          <text {...common} x={height * 0.35} textLength={width - height * 0.7} style={{ fontFamily: "var(--font-sans)" }}>
            {name.toUpperCase()}
          </text>
        </>
      ) : null}
      {image.style === "script" ? (
        <>
          <text {...common} x={0} y={baseline - height * 0.06} textLength={width} style={{ fontFamily: "var(--font-display)", fontStyle: "italic" }}>
            {name}
          </text>
          <path
            d={`M${width * 0.04} ${height * 0.86} C ${width * 0.35} ${height * 0.74}, ${width * 0.65} ${height * 0.98}, ${width * 0.96} ${height * 0.8}`}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinecap="round"
          />
        </>
      ) : null}
    </svg>
  );
}
