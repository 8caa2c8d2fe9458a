import { useId } from "react";
import { StaticSvg } from "~/components/performance/static-svg";
import {
  AccentDots,
  CORAL,
  CORAL_SOFT,
  DiagonalGradient,
  GOLD,
  GOLD_SOFT,
  heartPath,
  MotifLayers,
  PLUM_SOFT,
  SKY_SOFT,
  sparkle,
  TEAL,
  TEAL_SOFT,
  WHITE,
  type Motif,
  type Palette,
} from "./art-kit";
import type { BlogCoverMotif } from "~/content/blog-taxonomy";

/**
 * Blog covers, one per motif, in the services' art style (service-art.tsx): a soft gradient
 * ground, an organic blob, a few dots and sparkles, and a thin deep-teal line drawing with warm
 * fills. Drawn in a 480x300 box with width and height set. Decorative: the post title says what
 * the post is about. The same drawing is served as a file for feeds and link previews
 * (/resources/blog/covers/{motif}.svg).
 */

const palettes: Record<Palette, { from: string; to: string; blob: string; dot: string }> = {
  coral: { from: "#fbe6dc", to: "#f7efe4", blob: "#f8d3c4", dot: CORAL_SOFT },
  teal: { from: "#dcefe8", to: "#f4eee4", blob: "#c7e4da", dot: TEAL_SOFT },
  gold: { from: "#faebcd", to: "#f6efe5", blob: "#f4dcaa", dot: GOLD_SOFT },
  plum: { from: "#efe5f3", to: "#f6efe6", blob: "#e2d3ea", dot: PLUM_SOFT },
  sky: { from: "#e0ecf5", to: "#f4eee5", blob: "#d2e3f0", dot: SKY_SOFT },
};

const BLOB = "M240 40c78 0 156 22 176 84s-22 118-84 142-162 22-222-8S52 184 70 122 162 40 240 40z";

/** A head and shoulders seen from the front, centred on (x, y) for the head. */
function person(x: number, y: number, r = 20): string {
  return `M${x - r * 1.7} ${y + r * 4}v-${r * 0.9}a${r * 1.7} ${r * 1.7} 0 0 1 ${r * 3.4} 0v${r * 0.9}`;
}

const motifs: Record<BlogCoverMotif, Motif> = {
  // Two speech bubbles leaning towards each other.
  talk: {
    palette: "teal",
    fills: () => (
      <>
        <path d="M112 86h132a22 22 0 0 1 22 22v58a22 22 0 0 1-22 22h-84l-30 26v-26h-18a22 22 0 0 1-22-22v-58a22 22 0 0 1 22-22z" fill={WHITE} />
        <path d="M236 132h132a22 22 0 0 1 22 22v56a22 22 0 0 1-22 22h-16v26l-30-26h-86a22 22 0 0 1-22-22v-56a22 22 0 0 1 22-22z" fill={TEAL_SOFT} />
        <path d={heartPath(300, 182, 34)} fill={CORAL} />
      </>
    ),
    lines: () => (
      <>
        <path d="M112 86h132a22 22 0 0 1 22 22v58a22 22 0 0 1-22 22h-84l-30 26v-26h-18a22 22 0 0 1-22-22v-58a22 22 0 0 1 22-22z" />
        <path d="M236 132h132a22 22 0 0 1 22 22v56a22 22 0 0 1-22 22h-16v26l-30-26h-86a22 22 0 0 1-22-22v-56a22 22 0 0 1 22-22z" />
        <path d="M120 122h90M120 146h60" stroke={TEAL} />
        <path d={heartPath(300, 182, 34)} />
      </>
    ),
  },
  // Two zigzags that meet and soften into one wave.
  conflict: {
    palette: "coral",
    fills: () => (
      <>
        <circle cx="168" cy="150" r="62" fill={CORAL_SOFT} opacity="0.7" />
        <circle cx="312" cy="150" r="62" fill={TEAL_SOFT} opacity="0.8" />
        <circle cx="240" cy="150" r="20" fill={GOLD} />
      </>
    ),
    lines: () => (
      <>
        <path d="M84 150l24-30 24 60 24-60 24 60 24-30" stroke={CORAL} strokeWidth="4" />
        <path d="M396 150l-24-30-24 60-24-60-24 60-24-30" stroke={TEAL} strokeWidth="4" />
        <circle cx="240" cy="150" r="20" />
        <path d="M96 236c36-22 72-22 108 0s72 22 108 0 48-14 72-4" />
        <path d={sparkle(240, 96, 1.2)} fill={GOLD} stroke="none" />
      </>
    ),
  },
  // A jar of coins with a small heart label.
  money: {
    palette: "gold",
    fills: () => (
      <>
        <path d="M178 104h124v14c20 12 30 30 30 56v56a24 24 0 0 1-24 24h-136a24 24 0 0 1-24-24v-56c0-26 10-44 30-56z" fill={WHITE} />
        <ellipse cx="240" cy="214" rx="66" ry="14" fill={GOLD_SOFT} />
        <ellipse cx="240" cy="196" rx="58" ry="12" fill={GOLD_SOFT} />
        <ellipse cx="240" cy="178" rx="50" ry="10" fill={GOLD} opacity="0.8" />
        <path d={heartPath(240, 134, 30)} fill={CORAL} />
        <circle cx="352" cy="226" r="22" fill={GOLD} />
      </>
    ),
    lines: () => (
      <>
        <path d="M178 104h124v14c20 12 30 30 30 56v56a24 24 0 0 1-24 24h-136a24 24 0 0 1-24-24v-56c0-26 10-44 30-56z" />
        <path d="M172 90h136v14h-136z" />
        <ellipse cx="240" cy="214" rx="66" ry="14" />
        <ellipse cx="240" cy="196" rx="58" ry="12" />
        <circle cx="352" cy="226" r="22" />
        <path d="M352 214v24M346 220h10a5 5 0 0 1 0 10h-8" />
        <path d={heartPath(240, 134, 30)} />
      </>
    ),
  },
  // Two linked rings and a sparkle.
  rings: {
    palette: "gold",
    fills: () => (
      <>
        <circle cx="204" cy="164" r="62" fill="none" stroke={GOLD_SOFT} strokeWidth="18" />
        <circle cx="276" cy="164" r="62" fill="none" stroke={TEAL_SOFT} strokeWidth="18" />
        <path d="M192 88l12-18 12 18-12 12z" fill={CORAL_SOFT} />
      </>
    ),
    lines: () => (
      <>
        <circle cx="204" cy="164" r="71" />
        <circle cx="204" cy="164" r="53" />
        <circle cx="276" cy="164" r="71" />
        <circle cx="276" cy="164" r="53" />
        <path d="M192 88l12-18 12 18-12 12zM192 88h24" />
        <path d={sparkle(336, 82, 1.2)} fill={GOLD} stroke="none" />
        <path d={sparkle(120, 242, 0.9)} fill={GOLD} stroke="none" />
      </>
    ),
  },
  // A cracked bowl mended with gold.
  repair: {
    palette: "plum",
    fills: () => (
      <>
        <path d="M128 136h224c0 66-50 112-112 112s-112-46-112-112z" fill={WHITE} />
        <path d="M128 136h224c-2 12-6 24-12 34H140c-6-10-10-22-12-34z" fill={PLUM_SOFT} />
        <path d="M228 136l-10 30 22 22-12 34 10 26" stroke={GOLD} strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
    lines: () => (
      <>
        <path d="M128 136h224c0 66-50 112-112 112s-112-46-112-112z" />
        <path d="M116 136h248" />
        <path d="M204 270h72" />
        <path d="M214 92c-10-12 6-20-2-32M246 92c-10-12 6-20-2-32M278 92c-10-12 6-20-2-32" stroke={TEAL} />
        <path d={sparkle(348, 94, 1)} fill={GOLD} stroke="none" />
      </>
    ),
  },
  // A phone face down beside a cup, a heart rising from the cup.
  phone: {
    palette: "sky",
    fills: () => (
      <>
        <rect x="120" y="92" width="96" height="168" rx="18" fill={WHITE} />
        <rect x="132" y="112" width="72" height="120" rx="6" fill={SKY_SOFT} />
        <path d="M268 176h84v38a30 30 0 0 1-30 30h-24a30 30 0 0 1-30-30z" fill={CORAL_SOFT} />
        <path d={heartPath(310, 118, 40)} fill={CORAL} />
      </>
    ),
    lines: () => (
      <>
        <rect x="120" y="92" width="96" height="168" rx="18" />
        <path d="M156 246h24" />
        <path d="M152 140l32 40M184 140l-32 40" stroke={TEAL} />
        <path d="M268 176h84v38a30 30 0 0 1-30 30h-24a30 30 0 0 1-30-30z" />
        <path d="M352 190h8a14 14 0 0 1 0 28h-10" />
        <path d="M96 272h288" />
        <path d={heartPath(310, 118, 40)} />
      </>
    ),
  },
  // A tree whose roots are two colours.
  roots: {
    palette: "gold",
    fills: () => (
      <>
        <circle cx="240" cy="104" r="64" fill={TEAL_SOFT} />
        <circle cx="198" cy="124" r="34" fill={GOLD_SOFT} />
        <circle cx="286" cy="122" r="30" fill={CORAL_SOFT} />
      </>
    ),
    lines: () => (
      <>
        <circle cx="240" cy="104" r="64" />
        <path d="M240 168v56" />
        <path d="M240 198l-26-22M240 186l22-18" />
        <path d="M120 224h240" />
        <path d="M240 224c-6 22-34 30-64 30M240 224c-20 14-22 36-40 44" stroke={CORAL} strokeWidth="4" />
        <path d="M240 224c6 22 34 30 64 30M240 224c20 14 22 36 40 44" stroke={TEAL} strokeWidth="4" />
      </>
    ),
  },
  // A low sun over still water, slow breath lines.
  calm: {
    palette: "sky",
    fills: () => (
      <>
        <circle cx="240" cy="162" r="66" fill={GOLD_SOFT} />
        <path d="M96 176h288v80H96z" fill={SKY_SOFT} opacity="0.8" />
      </>
    ),
    lines: () => (
      <>
        <path d="M174 162a66 66 0 0 1 132 0" />
        <path d="M96 176h288" />
        <path d="M132 204c24-10 48-10 72 0s48 10 72 0 48-10 72 0" stroke={TEAL} />
        <path d="M168 232c24-8 48-8 72 0s48 8 72 0" stroke={TEAL} />
        <path d="M240 72v-16M180 94l-10-12M300 94l10-12" />
      </>
    ),
  },
  // A small house with a lit window and a heart on the door.
  home: {
    palette: "coral",
    fills: () => (
      <>
        <path d="M160 144l80-66 80 66v112H160z" fill={WHITE} />
        <rect x="180" y="160" width="40" height="36" rx="4" fill={GOLD} />
        <rect x="252" y="190" width="44" height="66" rx="6" fill={TEAL_SOFT} />
        <path d={heartPath(274, 214, 18)} fill={CORAL} />
      </>
    ),
    lines: () => (
      <>
        <path d="M144 156l96-80 96 80" />
        <path d="M160 144v112h160V144" />
        <rect x="180" y="160" width="40" height="36" rx="4" />
        <path d="M200 160v36M180 178h40" />
        <rect x="252" y="190" width="44" height="66" rx="6" />
        <path d="M112 256h256" />
        <path d="M292 96v-26h18v40" />
      </>
    ),
  },
  // Two candles and a spark between them.
  spark: {
    palette: "plum",
    fills: () => (
      <>
        <rect x="176" y="160" width="40" height="96" rx="6" fill={WHITE} />
        <rect x="264" y="140" width="40" height="116" rx="6" fill={CORAL_SOFT} />
        <path d="M196 150c-12-14-4-30 0-38 4 8 12 24 0 38z" fill={GOLD} />
        <path d="M284 130c-12-14-4-30 0-38 4 8 12 24 0 38z" fill={GOLD} />
        <path d={heartPath(240, 110, 30)} fill={CORAL} />
      </>
    ),
    lines: () => (
      <>
        <rect x="176" y="160" width="40" height="96" rx="6" />
        <rect x="264" y="140" width="40" height="116" rx="6" />
        <path d="M196 160v-10M284 140v-10" />
        <path d="M196 150c-12-14-4-30 0-38 4 8 12 24 0 38zM284 130c-12-14-4-30 0-38 4 8 12 24 0 38z" />
        <path d="M136 256h208" />
        <path d={heartPath(240, 110, 30)} />
        <path d={sparkle(240, 66, 0.9)} fill={GOLD} stroke="none" />
      </>
    ),
  },
  // A sprout in a pot, leaves opening.
  growth: {
    palette: "teal",
    fills: () => (
      <>
        <path d="M196 196h88l-12 64h-64z" fill={CORAL_SOFT} />
        <path d="M240 150c-40 6-60-18-62-48 34-2 58 16 62 48z" fill={TEAL_SOFT} />
        <path d="M240 128c30-2 52-24 54-56-34 0-52 22-54 56z" fill={GOLD_SOFT} />
      </>
    ),
    lines: () => (
      <>
        <path d="M196 196h88l-12 64h-64z" />
        <path d="M188 196h104" />
        <path d="M240 196v-96" />
        <path d="M240 150c-40 6-60-18-62-48 34-2 58 16 62 48z" />
        <path d="M240 128c30-2 52-24 54-56-34 0-52 22-54 56z" />
        <path d={sparkle(330, 108, 1)} fill={GOLD} stroke="none" />
        <path d={sparkle(150, 86, 0.8)} fill={GOLD} stroke="none" />
      </>
    ),
  },
  // Two people side by side under one heart.
  together: {
    palette: "plum",
    fills: () => (
      <>
        <circle cx="200" cy="140" r="24" fill={CORAL_SOFT} />
        <circle cx="280" cy="140" r="24" fill={TEAL_SOFT} />
        <path d={`${person(200, 140, 24)}z`} fill={WHITE} />
        <path d={`${person(280, 140, 24)}z`} fill={GOLD_SOFT} />
        <path d={heartPath(240, 78, 36)} fill={CORAL} />
      </>
    ),
    lines: () => (
      <>
        <circle cx="200" cy="140" r="24" />
        <circle cx="280" cy="140" r="24" />
        <path d={person(200, 140, 24)} />
        <path d={person(280, 140, 24)} />
        <path d="M120 236h240" />
        <path d={heartPath(240, 78, 36)} />
      </>
    ),
  },
};

export const BLOG_COVER_SIZE = { width: 480, height: 300 } as const;

export function BlogCoverArt({ motif, className = "h-auto w-full", standalone = false }: { motif: BlogCoverMotif; className?: string; standalone?: boolean }) {
  const m = motifs[motif] ?? motifs.talk;
  const palette = palettes[m.palette];
  // Ids are unique in a document: two covers of one motif on a page get a gradient each.
  const gradientId = `blog-cover-${motif}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <StaticSvg
      contentKey={motif}
      viewBox="0 0 480 300"
      width={BLOG_COVER_SIZE.width}
      height={BLOG_COVER_SIZE.height}
      className={className}
      aria-hidden="true"
      focusable="false"
      data-cover={motif}
      {...(standalone ? { xmlns: "http://www.w3.org/2000/svg" } : {})}
    >
      {() => (
        <>
          <DiagonalGradient id={gradientId} from={palette.from} to={palette.to} />
          <rect width="480" height="300" fill={`url(#${gradientId})`} />
          <path d={BLOB} fill={palette.blob} opacity="0.75" />
          <AccentDots
            dot={palette.dot}
            at={[
              [412, 58],
              [62, 246],
              [430, 240],
            ]}
          />
          <MotifLayers motif={m} />
        </>
      )}
    </StaticSvg>
  );
}
