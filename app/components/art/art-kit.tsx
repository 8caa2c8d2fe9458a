import type { ReactNode } from "react";

/**
 * What the services' illustrations and the blog covers share: one palette, the heart and sparkle
 * shapes, the gradient ground and the two layers every motif is drawn in (warm fills under a thin
 * deep-teal line drawing).
 */

export const INK = "#173f3a";
export const WHITE = "#fffaf4";
export const CORAL = "#e8896d";
export const CORAL_SOFT = "#f6c7b6";
export const TEAL = "#2f9a87";
export const TEAL_SOFT = "#bfe0d6";
export const GOLD = "#e7b35a";
export const GOLD_SOFT = "#f6dcae";
export const PLUM_SOFT = "#dccbe6";
export const SKY_SOFT = "#cfe0ee";

export type Palette = "coral" | "teal" | "gold" | "plum" | "sky";

/** A motif: its palette, the shapes filled in colour, and the line drawing over them. */
export interface Motif {
  palette: Palette;
  fills: () => ReactNode;
  lines: () => ReactNode;
}

export function heartPath(cx: number, cy: number, w: number): string {
  const p = (x: number, y: number) => `${(cx + x * w).toFixed(1)} ${(cy + y * w).toFixed(1)}`;
  return [
    `M${p(0, 0.5)}`,
    `C${p(-0.15, 0.38)} ${p(-0.5, 0.12)} ${p(-0.5, -0.12)}`,
    `C${p(-0.5, -0.34)} ${p(-0.3, -0.45)} ${p(-0.16, -0.45)}`,
    `C${p(-0.06, -0.45)} ${p(0, -0.36)} ${p(0, -0.28)}`,
    `C${p(0, -0.36)} ${p(0.06, -0.45)} ${p(0.16, -0.45)}`,
    `C${p(0.3, -0.45)} ${p(0.5, -0.34)} ${p(0.5, -0.12)}`,
    `C${p(0.5, 0.12)} ${p(0.15, 0.38)} ${p(0, 0.5)}Z`,
  ].join("");
}

export function sparkle(x: number, y: number, s = 1): string {
  const k = (n: number) => (n * s).toFixed(1);
  return `M${x} ${y - 9 * s}q${k(2)} ${k(7)} ${k(9)} ${k(9)}q${k(-7)} ${k(2)} ${k(-9)} ${k(9)}q${k(-2)} ${k(-7)} ${k(-9)} ${k(-9)}q${k(7)} ${k(-2)} ${k(9)} ${k(-9)}z`;
}

/** A diagonal gradient from one colour to another, for the ground behind a motif. */
export function DiagonalGradient({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={from} />
        <stop offset="1" stopColor={to} />
      </linearGradient>
    </defs>
  );
}

/** Three accent dots in the palette's colour and coral, where each drawing's box puts them. */
export function AccentDots({ dot, at }: { dot: string; at: [large: [number, number], small: [number, number], coral: [number, number]] }) {
  const [large, small, coral] = at;
  return (
    <>
      <circle cx={large[0]} cy={large[1]} r="22" fill={dot} opacity="0.9" />
      <circle cx={small[0]} cy={small[1]} r="12" fill={dot} />
      <circle cx={coral[0]} cy={coral[1]} r="6" fill={CORAL} opacity="0.7" />
    </>
  );
}

/** The motif's two layers: its fills, and its line drawing in ink over them. */
export function MotifLayers({ motif }: { motif: Motif }) {
  return (
    <>
      <g>{motif.fills()}</g>
      <g fill="none" stroke={INK} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {motif.lines()}
      </g>
    </>
  );
}
