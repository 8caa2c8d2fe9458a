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
  INK,
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
import type { ArtMotif } from "~/content/services";

/**
 * The services' illustrations: one consistent style (a soft gradient blob, a few accent dots and
 * sparkles, a thin deep-teal line drawing with warm fills). Drawn in a 400x320 box with width and
 * height set, so the space is reserved before anything paints. Decorative: hidden from assistive tech.
 */

const palettes: Record<Palette, { from: string; to: string; dot: string }> = {
  coral: { from: "#fbe0d5", to: "#f7efe4", dot: CORAL_SOFT },
  teal: { from: "#d6ece5", to: "#f4eee4", dot: TEAL_SOFT },
  gold: { from: "#f8e6c4", to: "#f6efe5", dot: GOLD_SOFT },
  plum: { from: "#eadff0", to: "#f6efe6", dot: PLUM_SOFT },
  sky: { from: "#dae8f2", to: "#f4eee5", dot: SKY_SOFT },
};

const BLOB = "M200 34c62 0 128 24 150 82s-6 126-56 160-132 32-186 2S36 196 46 136 138 34 200 34z";

function wavePath(y: number, amplitude: number, phase: number, from = 50, to = 350, period = 200): string {
  const points: string[] = [];
  for (let x = from; x <= to; x += 5) {
    points.push(`${x} ${(y + amplitude * Math.sin(((x - from) / period) * Math.PI * 2 + phase)).toFixed(1)}`);
  }
  return `M${points.join("L")}`;
}

function waterLine(y: number, from: number, to: number, step = 52): string {
  let d = `M${from} ${y}`;
  for (let x = from, up = true; x + step <= to; x += step, up = !up) {
    d += `c${step / 3} ${up ? -10 : 10} ${(2 * step) / 3} ${up ? -10 : 10} ${step} 0`;
  }
  return d;
}

function personPath(x: number, y: number): string {
  return `M${x - 17} ${y + 10}v-8a17 17 0 0 1 34 0v8z`;
}

/**
 * Line drawing and fills for each motif; `lines` draw over `fills`. Functions, so that loading this
 * module builds none of the twenty drawings, and hydrating a page builds none at all (StaticSvg
 * keeps the server's markup and never asks for its content).
 */
const motifs: Record<ArtMotif, Motif & { rotate: number }> = {
  mugs: {
    palette: "coral",
    rotate: 0,
    fills: () => (
      <>
        <path d="M118 178h72v50a26 26 0 0 1-26 26h-20a26 26 0 0 1-26-26z" fill={WHITE} />
        <path d="M210 178h72v50a26 26 0 0 1-26 26h-20a26 26 0 0 1-26-26z" fill={TEAL_SOFT} />
        <path d="M118 196h72" stroke={CORAL_SOFT} strokeWidth="10" />
        <path d={heartPath(200, 100, 64)} fill={CORAL} />
      </>
    ),
    lines: () => (
      <>
        <path d="M118 178h72v50a26 26 0 0 1-26 26h-20a26 26 0 0 1-26-26z" />
        <path d="M118 194h-8a15 15 0 0 0 0 30h10" />
        <path d="M210 178h72v50a26 26 0 0 1-26 26h-20a26 26 0 0 1-26-26z" />
        <path d="M282 194h8a15 15 0 0 1 0 30h-10" />
        <path d="M84 266h232" />
        <path d="M146 164c-12-14 8-22-2-36s4-24 14-30" />
        <path d="M254 164c12-14-8-22 2-36s-4-24-14-30" />
        <path d={heartPath(200, 100, 64)} />
      </>
    ),
  },
  lighthouse: {
    palette: "sky",
    rotate: 12,
    fills: () => (
      <>
        <path d="M200 106L84 78v58z" fill={GOLD_SOFT} />
        <path d="M200 106L316 78v58z" fill={GOLD_SOFT} />
        <path d="M184 120h32l12 120h-56z" fill={WHITE} />
        <path d="M181 150h38l2 20h-42z" fill={CORAL} />
        <path d="M177 190h46l2 20h-50z" fill={CORAL} />
        <path d="M188 96h24v24h-24z" fill={GOLD} />
        <circle cx="318" cy="62" r="12" fill={WHITE} />
      </>
    ),
    lines: () => (
      <>
        <path d="M184 120h32l12 120h-56z" />
        <path d="M188 96h24v24h-24z" />
        <path d="M180 96l20-18 20 18z" />
        <path d="M176 120h48" />
        <path d="M194 240v-16a6 6 0 0 1 12 0v16" />
        <path d="M136 240h128" />
        <path d={waterLine(264, 70, 330)} stroke={TEAL} />
        <path d={waterLine(288, 104, 300)} stroke={TEAL} />
      </>
    ),
  },
  worlds: {
    palette: "gold",
    rotate: -10,
    fills: () => (
      <>
        <circle cx="160" cy="160" r="72" fill={TEAL_SOFT} />
        <circle cx="240" cy="160" r="72" fill={GOLD_SOFT} />
        <path d="M200 100A72 72 0 0 1 200 220A72 72 0 0 1 200 100Z" fill={CORAL} />
        {[
          [256, 118],
          [278, 140],
          [260, 162],
          [286, 178],
          [252, 196],
          [274, 208],
          [296, 154],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="4.5" fill={GOLD} />
        ))}
      </>
    ),
    lines: () => (
      <>
        <circle cx="160" cy="160" r="72" />
        <circle cx="240" cy="160" r="72" />
        <path d="M110 134l8 7 8-7M128 172l8 7 8-7M104 184l8 7 8-7M144 120l8 7 8-7M150 200l8 7 8-7" stroke={TEAL} />
        <path d={heartPath(200, 162, 30)} fill={WHITE} stroke={WHITE} strokeWidth="2" />
      </>
    ),
  },
  hearts: {
    palette: "plum",
    rotate: 8,
    fills: () => (
      <>
        <path d={heartPath(168, 162, 150)} fill={TEAL_SOFT} opacity="0.85" />
        <path d={heartPath(234, 170, 150)} fill={CORAL_SOFT} opacity="0.8" />
      </>
    ),
    lines: () => (
      <>
        <path d={heartPath(168, 162, 150)} stroke={TEAL} strokeWidth="5" />
        <path d={heartPath(234, 170, 150)} stroke={CORAL} strokeWidth="5" />
      </>
    ),
  },
  spectrum: {
    palette: "sky",
    rotate: -6,
    fills: () => (
      <>
        <circle cx="120" cy="196" r="46" fill={CORAL_SOFT} opacity="0.9" />
        <circle cx="158" cy="144" r="46" fill={GOLD_SOFT} opacity="0.9" />
        <circle cx="200" cy="124" r="46" fill={TEAL_SOFT} opacity="0.9" />
        <circle cx="242" cy="144" r="46" fill={SKY_SOFT} opacity="0.95" />
        <circle cx="280" cy="196" r="46" fill={PLUM_SOFT} opacity="0.95" />
        <path d={heartPath(200, 214, 58)} fill={CORAL} />
      </>
    ),
    lines: () => (
      <>
        <circle cx="120" cy="196" r="46" />
        <circle cx="158" cy="144" r="46" />
        <circle cx="200" cy="124" r="46" />
        <circle cx="242" cy="144" r="46" />
        <circle cx="280" cy="196" r="46" />
        <path d={heartPath(200, 214, 58)} />
      </>
    ),
  },
  rings: {
    palette: "gold",
    rotate: 4,
    fills: () => (
      <>
        <path d="M84 70h88a16 16 0 0 1 16 16v22a16 16 0 0 1-16 16h-52l-16 14v-14h-20a16 16 0 0 1-16-16v-22a16 16 0 0 1 16-16z" fill={WHITE} />
        <path d="M242 52h80a16 16 0 0 1 16 16v22a16 16 0 0 1-16 16h-18v14l-16-14h-46a16 16 0 0 1-16-16v-22a16 16 0 0 1 16-16z" fill={CORAL_SOFT} />
        <path d="M216 132l12-14 12 14-12 12z" fill={SKY_SOFT} />
      </>
    ),
    lines: () => (
      <>
        <circle cx="174" cy="190" r="46" stroke={GOLD} strokeWidth="8" />
        <circle cx="228" cy="190" r="46" />
        <path d="M216 132l12-14 12 14-12 12z" />
        <path d="M84 70h88a16 16 0 0 1 16 16v22a16 16 0 0 1-16 16h-52l-16 14v-14h-20a16 16 0 0 1-16-16v-22a16 16 0 0 1 16-16z" />
        <path d="M242 52h80a16 16 0 0 1 16 16v22a16 16 0 0 1-16 16h-18v14l-16-14h-46a16 16 0 0 1-16-16v-22a16 16 0 0 1 16-16z" />
        <path d="M106 97h.01M128 97h.01M150 97h.01" strokeWidth="7" />
        <path d={heartPath(282, 80, 30)} fill={CORAL} />
      </>
    ),
  },
  sprout: {
    palette: "teal",
    rotate: -8,
    fills: () => (
      <>
        <circle cx="300" cy="84" r="22" fill={GOLD} />
        <path d="M164 224h72l-10 52h-52z" fill={CORAL} />
        <path d="M156 206h88v18h-88z" fill={CORAL_SOFT} />
        <path d="M199 176c-28-2-46-18-48-44 28 0 44 16 48 44z" fill={TEAL_SOFT} />
        <path d="M201 150c26-4 42-22 42-48-26 2-40 20-42 48z" fill={TEAL_SOFT} />
        <path d="M200 118c-9-10-9-22 0-32 9 10 9 22 0 32z" fill={TEAL} />
      </>
    ),
    lines: () => (
      <>
        <path d="M164 224h72l-10 52h-52z" />
        <path d="M156 206h88v18h-88z" />
        <path d="M200 206c0-24-4-50 0-88" />
        <path d="M199 176c-28-2-46-18-48-44 28 0 44 16 48 44z" />
        <path d="M201 150c26-4 42-22 42-48-26 2-40 20-42 48z" />
        <path d="M200 118c-9-10-9-22 0-32 9 10 9 22 0 32z" />
        <path d="M300 48v-10M300 130v-10M264 84h-10M346 84h-10M275 59l-7-7M332 116l-7-7M325 59l7-7M268 116l7-7" stroke={GOLD} />
        <path d="M112 276h176" />
      </>
    ),
  },
  threads: {
    palette: "coral",
    rotate: 0,
    fills: () => (
      <>
        <circle cx="50" cy="160" r="9" fill={TEAL} />
        <circle cx="350" cy="160" r="9" fill={GOLD} />
      </>
    ),
    lines: () => (
      <>
        <path d={wavePath(160, 54, 0)} stroke={TEAL} strokeWidth="8" />
        <path d={wavePath(160, 54, (2 * Math.PI) / 3)} stroke={CORAL} strokeWidth="8" />
        <path d={wavePath(160, 54, (4 * Math.PI) / 3)} stroke={GOLD} strokeWidth="8" />
        <path d={sparkle(110, 86)} fill={GOLD} stroke="none" />
        <path d={sparkle(292, 242, 0.8)} fill={CORAL} stroke="none" />
      </>
    ),
  },
  "three-suns": {
    palette: "gold",
    rotate: 6,
    fills: () => (
      <>
        <circle cx="122" cy="169" r="16" fill={GOLD_SOFT} />
        <circle cx="200" cy="135" r="24" fill={GOLD} />
        <circle cx="278" cy="169" r="16" fill={CORAL} />
        {[130, 184, 238].map((x, i) => (
          <rect key={x} x={x} y="250" width="32" height="30" rx="7" fill={i === 1 ? CORAL_SOFT : WHITE} />
        ))}
      </>
    ),
    lines: () => (
      <>
        <path d="M70 230Q200 40 330 230" strokeDasharray="3 10" strokeWidth="2.5" />
        <circle cx="122" cy="169" r="16" />
        <circle cx="200" cy="135" r="24" />
        <circle cx="278" cy="169" r="16" />
        <path d="M200 98v-10M200 182v-10M163 135h-10M247 135h-10M174 109l-7-7M233 168l-7-7M226 109l7-7M167 168l7-7" stroke={GOLD} />
        <path d="M60 236h280" />
        {[130, 184, 238].map((x) => (
          <g key={x}>
            <rect x={x} y="250" width="32" height="30" rx="7" />
            <path d={`M${x + 9} ${265}l5 5 10-10`} stroke={TEAL} />
          </g>
        ))}
      </>
    ),
  },
  circle: {
    palette: "teal",
    rotate: -4,
    fills: () => (
      <>
        <rect x="156" y="58" width="88" height="60" rx="8" fill={WHITE} />
        {[
          [86, 230, CORAL_SOFT],
          [114, 230, TEAL_SOFT],
          [150, 202, GOLD_SOFT],
          [178, 202, CORAL_SOFT],
          [222, 202, TEAL_SOFT],
          [250, 202, SKY_SOFT],
          [286, 230, PLUM_SOFT],
          [314, 230, GOLD_SOFT],
        ].map(([x, y, fill]) => (
          <g key={`${x}-${y}`}>
            <circle cx={x as number} cy={(y as number) - 26} r="11" fill={fill as string} />
            <path d={personPath(x as number, y as number)} fill={fill as string} />
          </g>
        ))}
      </>
    ),
    lines: () => (
      <>
        <rect x="156" y="58" width="88" height="60" rx="8" />
        <path d="M172 78h40M172 96h56" stroke={TEAL} />
        <path d="M178 118l-10 30M222 118l10 30" />
        {[
          [86, 230],
          [114, 230],
          [150, 202],
          [178, 202],
          [222, 202],
          [250, 202],
          [286, 230],
          [314, 230],
        ].map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <circle cx={x} cy={y! - 26} r="11" />
            <path d={personPath(x!, y!)} />
          </g>
        ))}
        <path d="M70 256h260" />
      </>
    ),
  },
  sunrise: {
    palette: "coral",
    rotate: 10,
    fills: () => (
      <>
        <circle cx="236" cy="150" r="40" fill={GOLD} />
        <path d="M66 252L160 138l42 50 46-60 88 124z" fill={TEAL_SOFT} />
        <path d="M160 138l-18 22 10 6 8-8 10 10 12-8z" fill={WHITE} />
        <path d="M248 128l-14 18 10 4 6-6 8 8 10-6z" fill={WHITE} />
      </>
    ),
    lines: () => (
      <>
        <path d="M66 252L160 138l42 50 46-60 88 124z" />
        <path d="M112 96q9-9 18 0q9-9 18 0M150 72q6-6 12 0q6-6 12 0" />
        <path d="M200 252c-18-12 10-22-6-34s12-18 4-28" strokeDasharray="2 9" stroke={CORAL} strokeWidth="3.5" />
        <path d="M52 252h296" />
      </>
    ),
  },
  reset: {
    palette: "teal",
    rotate: 0,
    fills: () => (
      <>
        {Array.from({ length: 6 }, (_, i) => {
          const a = (-90 + i * 60) * (Math.PI / 180);
          return (
            <circle key={i} cx={200 + 66 * Math.cos(a)} cy={160 + 66 * Math.sin(a)} r={i === 0 ? 16 : 12} fill={i === 0 ? CORAL : i < 3 ? GOLD_SOFT : WHITE} />
          );
        })}
        <path d={heartPath(200, 162, 46)} fill={CORAL_SOFT} />
      </>
    ),
    lines: () => (
      <>
        {(() => {
          const r = 100;
          const start = (-76 * Math.PI) / 180;
          const end = (226 * Math.PI) / 180;
          const sx = 200 + r * Math.cos(start);
          const sy = 160 + r * Math.sin(start);
          const ex = 200 + r * Math.cos(end);
          const ey = 160 + r * Math.sin(end);
          // Arrowhead along the tangent at the end of the arc.
          const tx = -Math.sin(end);
          const ty = Math.cos(end);
          const head = (side: number) => `${(ex - 16 * tx + side * 11 * ty).toFixed(1)} ${(ey - 16 * ty - side * 11 * tx).toFixed(1)}`;
          return (
            <>
              <path d={`M${sx.toFixed(1)} ${sy.toFixed(1)}A${r} ${r} 0 1 1 ${ex.toFixed(1)} ${ey.toFixed(1)}`} stroke={TEAL} strokeWidth="5" />
              <path d={`M${head(1)}L${ex.toFixed(1)} ${ey.toFixed(1)}L${head(-1)}`} stroke={TEAL} strokeWidth="5" />
            </>
          );
        })()}
        {Array.from({ length: 6 }, (_, i) => {
          const a = (-90 + i * 60) * (Math.PI / 180);
          return <circle key={i} cx={200 + 66 * Math.cos(a)} cy={160 + 66 * Math.sin(a)} r={i === 0 ? 16 : 12} />;
        })}
        <path d={heartPath(200, 162, 46)} />
      </>
    ),
  },
  blueprint: {
    palette: "sky",
    rotate: -12,
    fills: () => (
      <>
        <rect x="92" y="62" width="216" height="206" rx="14" fill={WHITE} />
        <path d="M142 250V168l58-50 58 50v82z" fill={SKY_SOFT} />
        <path d={heartPath(200, 176, 34)} fill={CORAL} />
        <path d="M254 256l48-48 14 14-48 48-18 4z" fill={GOLD_SOFT} />
      </>
    ),
    lines: () => (
      <>
        <path
          d="M112 62v206M132 62v206M152 62v206M172 62v206M192 62v206M212 62v206M232 62v206M252 62v206M272 62v206M292 62v206M92 82h216M92 102h216M92 122h216M92 142h216M92 162h216M92 182h216M92 202h216M92 222h216M92 242h216M92 262h216"
          stroke={SKY_SOFT}
          strokeWidth="1.5"
        />
        <rect x="92" y="62" width="216" height="206" rx="14" />
        <path d="M142 250V168l58-50 58 50v82z" />
        <path d="M186 250v-30h28v30" />
        <path d={heartPath(200, 176, 34)} />
        <path d="M254 256l48-48 14 14-48 48-18 4z" />
        <path d="M294 216l14 14" />
        <circle cx="112" cy="84" r="9" stroke={GOLD} strokeWidth="3.5" />
        <circle cx="124" cy="84" r="9" strokeWidth="2.5" />
      </>
    ),
  },
  kintsugi: {
    palette: "plum",
    rotate: 6,
    fills: () => (
      <>
        <path d="M108 150c4 64 44 104 92 104s88-40 92-104z" fill={WHITE} />
        <ellipse cx="200" cy="150" rx="92" ry="20" fill={PLUM_SOFT} />
      </>
    ),
    lines: () => (
      <>
        <ellipse cx="200" cy="150" rx="92" ry="20" />
        <path d="M108 150c4 64 44 104 92 104s88-40 92-104" />
        <path d="M172 252l-4 16h64l-4-16" />
        <path d="M146 168l16 22-10 18 18 26" stroke={GOLD} strokeWidth="5" />
        <path d="M244 166l-12 24 16 14-8 26" stroke={GOLD} strokeWidth="5" />
        <path d="M196 170l6 14-6 10" stroke={GOLD} strokeWidth="4" />
        <path d={sparkle(300, 96, 1.2)} fill={GOLD} stroke="none" />
        <path d={sparkle(104, 108)} fill={GOLD} stroke="none" />
      </>
    ),
  },
  bridge: {
    palette: "teal",
    rotate: -8,
    fills: () => (
      <>
        <path d="M70 260Q200 100 330 260z" fill={WHITE} opacity="0.7" />
        <path d={heartPath(200, 154, 34)} fill={CORAL} />
      </>
    ),
    lines: () => (
      <>
        <path d="M50 176h300" strokeWidth="5" />
        <path d="M70 260Q135 180 200 180" />
        <path d="M200 180Q265 180 330 260" strokeDasharray="4 10" />
        <path d="M100 176v51M130 176v27M160 176v12" />
        <path d="M240 176v12M270 176v27M300 176v51" strokeDasharray="3 8" />
        <path d={heartPath(200, 154, 34)} />
        <path d={waterLine(282, 44, 356, 52)} stroke={TEAL} />
      </>
    ),
  },
  phone: {
    palette: "plum",
    rotate: 0,
    fills: () => (
      <>
        <g transform="rotate(-8 200 160)">
          <rect x="152" y="64" width="96" height="176" rx="18" fill={WHITE} />
          <rect x="162" y="84" width="76" height="136" rx="8" fill="#1f4e48" />
          <path d="M212 122a24 24 0 1 0 20 36 20 20 0 1 1-20-36z" fill={GOLD} />
        </g>
        <path d="M92 214h46v22a18 18 0 0 1-18 18h-10a18 18 0 0 1-18-18z" fill={CORAL_SOFT} />
        <path d="M292 256h-32l-6-34h44z" fill={CORAL} />
        <path d="M276 222c-16-8-22-26-16-40 16 4 22 20 16 40zM276 222c14-10 30-10 38-2-10 12-26 10-38 2z" fill={TEAL_SOFT} />
      </>
    ),
    lines: () => (
      <>
        <g transform="rotate(-8 200 160)">
          <rect x="152" y="64" width="96" height="176" rx="18" />
          <path d="M190 74h20" />
          <path d="M212 122a24 24 0 1 0 20 36 20 20 0 1 1-20-36z" />
          <path d={sparkle(184, 110, 0.6)} fill={WHITE} stroke="none" />
          <path d={sparkle(226, 196, 0.5)} fill={WHITE} stroke="none" />
        </g>
        <path d="M92 214h46v22a18 18 0 0 1-18 18h-10a18 18 0 0 1-18-18z" />
        <path d="M138 220h5a8 8 0 0 1 0 16h-6" />
        <path d="M108 202c-6-8 4-12-1-20M124 202c-6-8 4-12-1-20" stroke={CORAL} />
        <path d="M292 256h-32l-6-34h44z" />
        <path d="M276 222c-16-8-22-26-16-40 16 4 22 20 16 40zM276 222c14-10 30-10 38-2-10 12-26 10-38 2z" />
        <path d="M70 258h262" />
      </>
    ),
  },
  umbrella: {
    palette: "coral",
    rotate: -6,
    fills: () => (
      <>
        <path d="M92 168C96 102 146 70 200 70s104 32 108 98c-18-12-36-12-54 0-18-12-36-12-54 0-18-12-36-12-54 0-18-12-36-12-54 0z" fill={CORAL_SOFT} />
        <path d="M200 70c-26 20-34 58-27 98-9-6-18-6-27 0 0-44 16-80 54-98z" fill={WHITE} opacity="0.7" />
        <path d={heartPath(244, 230, 56)} fill={CORAL} />
        {[
          [96, 70],
          [146, 44],
          [262, 40],
          [312, 66],
          [340, 118],
          [64, 122],
        ].map(([x, y]) => (
          <path key={`${x}-${y}`} d={`M${x} ${y}c-6 8-8 12-8 16a8 8 0 0 0 16 0c0-4-2-8-8-16z`} fill={SKY_SOFT} />
        ))}
      </>
    ),
    lines: () => (
      <>
        <path d="M92 168C96 102 146 70 200 70s104 32 108 98c-18-12-36-12-54 0-18-12-36-12-54 0-18-12-36-12-54 0-18-12-36-12-54 0z" />
        <path d="M200 70v-12M200 168v74a14 14 0 0 1-28 0" />
        <path d="M200 70c-26 20-34 58-27 98M200 70c26 20 34 58 27 98" />
        <path d={heartPath(244, 230, 56)} />
      </>
    ),
  },
  paths: {
    palette: "teal",
    rotate: 0,
    fills: () => (
      <>
        <path d="M70 288c34-46 96-40 106-92s14-70 18-96h12c4 26 8 44 18 96s72 46 106 92z" fill={WHITE} opacity="0.75" />
        <path d={heartPath(200, 78, 58)} fill={CORAL} />
        <path d="M96 214c-10-16-6-34 10-40 6 16 2 30-10 40zM310 206c12-14 10-32-4-40-8 14-6 30 4 40z" fill={TEAL_SOFT} />
      </>
    ),
    lines: () => (
      <>
        <path d="M70 288c34-46 96-40 106-92s14-70 18-96" />
        <path d="M330 288c-34-46-96-40-106-92s-14-70-18-96" />
        <path d="M200 282c-10-30 12-50 0-80s8-50 0-70" strokeDasharray="2 12" stroke={CORAL} strokeWidth="4" />
        <path d={heartPath(200, 78, 58)} />
        <path d="M96 214c-10-16-6-34 10-40 6 16 2 30-10 40zM96 214v16M310 206c12-14 10-32-4-40-8 14-6 30 4 40zM310 206v18" />
      </>
    ),
  },
  calendar: {
    palette: "gold",
    rotate: 8,
    fills: () => (
      <>
        <rect x="104" y="70" width="184" height="176" rx="16" fill={WHITE} />
        <path d="M104 86a16 16 0 0 1 16-16h152a16 16 0 0 1 16 16v22h-184z" fill={TEAL_SOFT} />
        {[0, 1, 2, 3].flatMap((c) =>
          [0, 1, 2].map((r) => {
            const fill = (c + r * 4) % 5 === 1 ? CORAL_SOFT : (c + r * 4) % 5 === 3 ? GOLD_SOFT : "#f3eadf";
            return <rect key={`${c}-${r}`} x={122 + c * 40} y={124 + r * 38} width="28" height="26" rx="6" fill={fill} />;
          }),
        )}
        <circle cx="292" cy="236" r="38" fill={GOLD_SOFT} />
        <path d={heartPath(176, 213, 20)} fill={CORAL} />
      </>
    ),
    lines: () => (
      <>
        <rect x="104" y="70" width="184" height="176" rx="16" />
        <path d="M104 108h184M144 56v28M248 56v28" />
        <circle cx="292" cy="236" r="38" />
        <path d="M292 214v22l14 10" />
        <path d={heartPath(176, 213, 20)} />
      </>
    ),
  },
  compass: {
    palette: "coral",
    rotate: 14,
    fills: () => (
      <>
        <circle cx="200" cy="160" r="88" fill={WHITE} />
        <circle cx="200" cy="160" r="66" fill={CORAL_SOFT} opacity="0.45" />
        <g transform="rotate(35 200 160)">
          <path d="M200 98l16 62h-32z" fill={CORAL} />
          <path d="M200 222l16-62h-32z" fill={TEAL_SOFT} />
        </g>
      </>
    ),
    lines: () => (
      <>
        <circle cx="200" cy="160" r="88" />
        <circle cx="200" cy="160" r="66" strokeWidth="2" />
        <path d="M200 72v14M200 234v14M112 160h14M274 160h14" />
        <g transform="rotate(35 200 160)">
          <path d="M200 98l16 62-16 62-16-62z" />
        </g>
        <circle cx="200" cy="160" r="6" fill={INK} />
        <path d={sparkle(318, 74, 1.1)} fill={GOLD} stroke="none" />
        <path d={sparkle(84, 250, 0.9)} fill={GOLD} stroke="none" />
      </>
    ),
  },
};

export function ServiceArt({ motif, className = "h-auto w-full" }: { motif: ArtMotif; className?: string }) {
  const gradientId = `art-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const m = motifs[motif];
  const palette = palettes[m.palette];
  return (
    <StaticSvg contentKey={motif} viewBox="0 0 400 320" width="400" height="320" className={className} aria-hidden="true" focusable="false" data-motif={motif}>
      {() => (
        <>
          <DiagonalGradient id={gradientId} from={palette.from} to={palette.to} />
          <path d={BLOB} fill={`url(#${gradientId})`} transform={`rotate(${m.rotate} 200 160)`} />
          <AccentDots
            dot={palette.dot}
            at={[
              [336, 66],
              [62, 252],
              [362, 232],
            ]}
          />
          <MotifLayers motif={m} />
        </>
      )}
    </StaticSvg>
  );
}
