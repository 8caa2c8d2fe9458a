import { useId } from "react";
import { StaticSvg } from "~/components/ui/static-svg";
import type { PortraitArt } from "~/content/therapists";

/**
 * A generated portrait: an illustrated, faceless bust on a soft gradient in the person's own
 * colours, until the practice adds photographs. Inline SVG with a set size (no layout shift,
 * no request). The picture is named by `alt` when it is meaningful on its own, or hidden when
 * the person's name is printed right next to it (pass alt="").
 */
export interface PortraitSubject {
  name: string;
  portrait: PortraitArt;
}

type HairStyle = NonNullable<PortraitArt["hair"]>;

const INK = "#1d1b19";

/**
 * Hair in the 0 0 160 160 box, in two layers: behind the head (length, volume) and over it
 * (the hairline). The head is a circle at (80, 60) with radius 24.
 */
const HAIR: Record<HairStyle, { back?: string; front: string }> = {
  curls: {
    back: "M46 66a14 14 0 0 1 4-24a14 14 0 0 1 16-14a15 15 0 0 1 28 0a14 14 0 0 1 16 14a14 14 0 0 1 4 24a12 12 0 0 1-10 14h-48a12 12 0 0 1-10-14z",
    front: "M56 58c0-14 10-24 24-24s24 10 24 24c-3-5-7-8-11-8-3 3-8 4-13 4s-10-1-13-4c-4 0-8 3-11 8z",
  },
  bun: {
    back: "M80 14a11 11 0 1 1 0 22a11 11 0 1 1 0-22z",
    front: "M56 60c-1-15 10-26 24-26s25 11 24 26c-4-8-13-13-24-13s-20 5-24 13z",
  },
  short: { front: "M56 58c-1-15 10-25 24-25 15 0 25 10 24 27-4-8-10-12-18-13-8 3-20 3-30 11z" },
  long: {
    back: "M54 60c0-17 11-28 26-28s26 11 26 28l4 46c-6 4-14 4-19 0l-11-8-11 8c-5 4-13 4-19 0z",
    front: "M56 62c0-16 10-27 24-27s24 11 24 27c-6-7-14-12-22-14-6 7-15 12-26 14z",
  },
  locs: {
    back:
      "M52 54c2-14 13-22 28-22s26 8 28 22l3 52a4 4 0 0 1-8 0l-3-38v40a4 4 0 0 1-8 0V74h-24v34a4 4 0 0 1-8 0V68l-3 38a4 4 0 0 1-8 0z",
    front: "M56 60c0-15 10-25 24-25s24 10 24 25c-5-6-12-10-24-10s-19 4-24 10z",
  },
  waves: {
    back: "M54 62c-2-18 10-30 26-30s28 12 26 30c4 6 4 12 0 18 3 6 1 12-5 14l-5-2-2-18h-28l-2 18-5 2c-6-2-8-8-5-14-4-6-4-12 0-18z",
    front: "M56 60c0-15 10-25 24-25s24 10 24 25c-8-4-14-9-17-15-5 8-16 13-31 15z",
  },
  crop: { front: "M58 52c3-11 12-17 22-17s19 6 22 17c-7-4-14-6-22-6s-15 2-22 6z" },
};

export function TherapistPortrait({
  person,
  size = 160,
  alt,
  className = "",
  rounded = "rounded-[var(--radius-card)]",
  cover = false,
}: {
  person: PortraitSubject;
  /** Rendered width and height in CSS pixels (the art is square). */
  size?: number;
  /** Accessible name; defaults to "Illustrated portrait of {name}". "" hides it from assistive tech. */
  alt?: string;
  className?: string;
  rounded?: string;
  /** Fill a box of any shape, cropping the square art (like object-fit: cover). */
  cover?: boolean;
}) {
  const raw = useId();
  const id = `p${raw.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const { from, to, hair = "short" } = person.portrait;
  const art = HAIR[hair];
  const label = alt ?? `Illustrated portrait of ${person.name}`;
  const a11y = label === "" ? { "aria-hidden": true as const } : { role: "img" as const, "aria-label": label };
  return (
    <StaticSvg
      contentKey={`${person.name} ${from} ${to} ${hair}`}
      viewBox="0 0 160 160"
      preserveAspectRatio={cover ? "xMidYMin slice" : undefined}
      width={size}
      height={size}
      className={`block shrink-0 overflow-hidden ${rounded} ${className}`}
      data-portrait={person.name}
      {...a11y}
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={to} />
          <stop offset="1" stopColor={from} />
        </linearGradient>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={from} stopOpacity="0.85" />
        </linearGradient>
        <clipPath id={`${id}-clip`}>
          <rect width="160" height="160" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-clip)`}>
        <rect width="160" height="160" fill={`url(#${id}-bg)`} />
        {/* Soft organic shapes, the site's recurring motif. */}
        <path d="M112 -6c26 4 50 26 46 54-3 22-28 26-44 16-16-10-30-22-28-40 2-16 12-32 26-30z" fill="#ffffff" fillOpacity="0.18" />
        <circle cx="22" cy="132" r="34" fill="#ffffff" fillOpacity="0.1" />
        <path d="M14 40c18-14 40-16 58-6" fill="none" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="1.2" strokeLinecap="round" />
        <g transform="translate(80 180) scale(1.12) translate(-80 -168)">
        {art.back ? <path d={art.back} fill={INK} fillOpacity="0.84" /> : null}
        {/* Neck, then shoulders and collar over it, then the head and the hairline. */}
        <path d="M70 74h20v28H70z" fill="#f4ede4" />
        <path d="M18 164c2-36 26-62 62-62s60 26 62 62z" fill={`url(#${id}-body)`} />
        <path d="M68 103c3 8 7 12 12 12s9-4 12-12" fill="none" stroke="#fbf7f1" strokeOpacity="0.75" strokeWidth="2" strokeLinecap="round" />
        <circle cx="80" cy="60" r="24" fill="#fbf7f1" />
        <path d={art.front} fill={INK} fillOpacity="0.84" />
        {/* A thin line drawing of a smile keeps the faceless bust warm rather than blank. */}
        <path d="M73 68c4 3 10 3 14 0" fill="none" stroke={from} strokeOpacity="0.6" strokeWidth="1.6" strokeLinecap="round" />
        </g>
      </g>
    </StaticSvg>
  );
}

/** Initials for a monogram, skipping honorifics ("Dr. Elena Brooks" -> "EB"). */
export function initialsOf(name: string): string {
  return name
    .replace(/^(Dr|Mr|Ms|Mrs|Mx)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}
