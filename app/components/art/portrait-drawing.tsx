import { portraitArt, type PortraitArt } from "~/content/portraits";

/**
 * One person's portrait as flat shapes in a 0 0 160 160 box, from their entry in
 * app/content/portraits.ts. The server renders it into the page; in the browser it is loaded only
 * when a client-side navigation draws a portrait, so no page's first load carries it.
 */
export function PortraitDrawing({ slug, label }: { slug: string; /** "auto": the person's own alt text. */ label?: string }) {
  const art = portraitArt[slug];
  if (!art) return null;
  return (
    <>
      {label ? <title>{label === "auto" ? art.alt : label}</title> : null}
      <g>
        <Portrait art={art} />
      </g>
    </>
  );
}

export default PortraitDrawing;

const INK = "#231a16";
const GOLD = "#d9a441";

/** Mix two #rrggbb colours: 0 is `a`, 1 is `b`. */
function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  let out = "#";
  for (const shift of [16, 8, 0]) {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    out += Math.round(ca + (cb - ca) * t)
      .toString(16)
      .padStart(2, "0");
  }
  return out;
}

/** Face outlines around a head centred at (80, 68), forehead at y 40, chin at y 96. */
const FACES: Record<PortraitArt["face"], string> = {
  oval: "M80 40c14 0 23 10 23 25 0 18-9 31-23 31S57 83 57 65c0-15 9-25 23-25z",
  round: "M80 41c15 0 24 10 24 25 0 17-10 29-24 29S56 83 56 66c0-15 9-25 24-25z",
  long: "M80 39c13 0 22 10 22 26 0 19-9 32-22 32S58 84 58 65c0-16 9-26 22-26z",
  heart: "M80 40c14 0 24 9 24 24 0 13-8 24-17 30-3 2-5 3-7 3s-4-1-7-3c-9-6-17-17-17-30 0-15 10-24 24-24z",
  square: "M80 40c15 0 24 9 24 24 0 11-1 17-4 22-4 7-11 11-20 11s-16-4-20-11c-3-5-4-11-4-22 0-15 9-24 24-24z",
};

/** Hair drawn behind the head (length, volume) and over it (hairline, fringe). */
const HAIR: Record<PortraitArt["hair"]["style"], { back?: string; front: string }> = {
  afro: {
    back: "M80 14c10 0 16 5 20 9 8-1 15 4 18 11 7 4 9 12 7 19 4 6 4 14 0 20 1 8-4 14-10 16-3 5-9 8-15 6H62c-6 2-12-1-15-6-6-2-11-8-10-16-4-6-4-14 0-20-2-7 0-15 7-19 3-7 10-12 18-11 4-4 10-9 18-9z",
    front: "M56 62c0-14 10-24 24-24s24 10 24 24c-4-7-9-11-15-12-6 3-13 3-18 0-6 1-11 5-15 12z",
  },
  locs: {
    back: "M52 56c1-17 13-26 28-26s27 9 28 26l4 52c0 4-7 5-8 1l-4-36 1 40c0 4-7 4-8 0l-3-38H70l-3 38c-1 4-8 4-8 0l1-40-4 36c-1 4-8 3-8-1z",
    front: "M55 66c-1-18 10-30 25-30s26 12 25 30c-2-6-6-11-11-13-4-1-9-3-14-7-5 4-10 6-14 7-5 2-9 7-11 13z",
  },
  bun: {
    back: "M80 17a12 12 0 1 1 0 24a12 12 0 1 1 0-24zM55 66c-2-18 9-30 25-30s27 12 25 30c0 6-1 10-3 13l-4-14H62l-4 14c-2-3-3-7-3-13z",
    front: "M56 64c-1-16 10-27 24-27s25 11 24 27c-2-7-7-13-14-15-6 4-15 7-27 6-3 3-6 6-7 9z",
  },
  long: {
    back: "M54 60c0-18 11-29 26-29s26 11 26 29l3 52c-7 6-17 6-23 1V74H74v39c-6 5-16 5-23-1z",
    front: "M55 66c-1-18 10-30 25-30s26 12 25 30c-2-5-5-9-9-12-9-1-19-5-24-12-3 9-9 17-17 24z",
  },
  waves: {
    back: "M53 60c-1-19 11-30 27-30s28 11 27 30c6 6 5 13 1 19 6 6 6 14 1 20 5 6 3 14-4 17-5 2-10 0-12-4-4-3-5-8-4-13-3-4-4-9-3-13V76H74v10c1 4 0 9-3 13 1 5 0 10-4 13-2 4-7 6-12 4-7-3-9-11-4-17-5-6-5-14 1-20-4-6-5-13 0-19z",
    front: "M55 66c-2-18 10-30 25-30s27 12 25 30c-5-9-12-14-20-16-5 5-12 8-20 9-4 2-7 4-10 7z",
  },
  short: {
    front: "M56 62c-2-15 9-26 24-26 14 0 25 9 24 25l-1 6c-2-6-5-10-9-11-9 2-20 1-28-2-4 2-7 5-9 10z",
  },
  fringe: {
    front: "M57 64c-3-17 8-29 23-29 14 0 25 10 23 27l-1 5c-1-5-3-9-6-11-4 5-12 9-22 10 3-2 5-5 6-8-6 3-13 5-20 6z",
  },
};

function Portrait({ art }: { art: PortraitArt }) {
  const shade = mix(art.skin, "#2a140b", 0.22);
  const deep = mix(art.skin, "#2a140b", 0.42);
  const blush = mix(art.skin, "#e8705a", 0.5);
  const hair = HAIR[art.hair.style];
  const hairColour = art.hair.colour;
  const hairShine = mix(hairColour, "#ffffff", 0.18);
  const cloth = art.clothing.colour;
  const clothShade = mix(cloth, "#000000", 0.18);
  const grey = mix(hairColour, "#d8d4cf", 0.7);
  return (
    <>
      <rect width="160" height="160" fill={art.background.colour} />
      <path d="M118 -8c28 6 50 30 44 60-5 22-30 26-46 14C99 54 88 38 92 18c3-16 12-28 26-26z" fill={art.background.shape} />
      <circle cx="20" cy="140" r="36" fill={art.background.shape} fillOpacity="0.7" />
      <g transform="matrix(1.2 0 0 1.2 -16 -10)">
        {hair.back ? <path d={hair.back} fill={hairColour} /> : null}
        {/* Neck, with the jaw's shadow. */}
        <path d="M67 84h26v30H67z" fill={art.skin} />
        <path d="M67 88c7 7 19 7 26 0v10c-8 5-18 5-26 0z" fill={shade} />
        <Clothing art={art} skin={art.skin} cloth={cloth} clothShade={clothShade} />
        {art.hair.style === "locs" ? <Locs colour={hairColour} shine={hairShine} /> : null}
        {/* Ears, then the face. */}
        <ellipse cx="57" cy="70" rx="4.5" ry="7" fill={art.skin} />
        <ellipse cx="103" cy="70" rx="4.5" ry="7" fill={art.skin} />
        <path d="M56 67c1.5-1 3-1 3.5 1M104 67c-1.5-1-3-1-3.5 1" fill="none" stroke={shade} strokeWidth="1.2" strokeLinecap="round" />
        <path d={FACES[art.face]} fill={art.skin} />
        <Accessory art={art} />
        {art.facialHair?.style === "beard" ? (
          <path
            d="M57 68c0 12 3 20 8 25 4 4 9 6 15 6s11-2 15-6c5-5 8-13 8-25-2 6-5 10-8 11-3-5-9-7-15-7s-12 2-15 7c-3-1-6-5-8-11zM73 82c4-2 10-2 14 0 0 3-3 5-7 5s-7-2-7-5z"
            fill={art.facialHair.colour}
            fillRule="evenodd"
          />
        ) : null}
        {art.facialHair?.style === "stubble" ? (
          <path d="M59 74c2 14 10 23 21 23s19-9 21-23c-6 6-13 8-21 8s-15-2-21-8z" fill={art.facialHair.colour} fillOpacity="0.25" />
        ) : null}
        <Face art={art} shade={shade} deep={deep} blush={blush} />
        <path d={hair.front} fill={hairColour} />
        {art.hair.style === "locs" ? (
          <path
            d="M79 39c-6 4-13 7-19 14M81 39c6 4 13 7 19 14M75 41c-4 4-7 8-9 13M85 41c4 4 7 8 9 13"
            fill="none"
            stroke={hairShine}
            strokeWidth="1.2"
            strokeLinecap="round"
            strokeOpacity="0.55"
          />
        ) : null}
        {art.hair.style === "afro" ? (
          <path d="M60 40c5-8 13-12 22-12" fill="none" stroke={hairShine} strokeWidth="2.5" strokeLinecap="round" strokeOpacity="0.5" />
        ) : null}
        {art.hair.style === "bun" ? <path d="M68 42c5-3 11-4 17-3" fill="none" stroke={hairShine} strokeWidth="2" strokeLinecap="round" /> : null}
        {art.hair.style === "long" || art.hair.style === "waves" ? (
          <path d="M88 39c5 2 9 6 11 11" fill="none" stroke={hairShine} strokeWidth="1.8" strokeLinecap="round" strokeOpacity="0.7" />
        ) : null}
        {art.hair.grey === "streak" ? <path d="M86 37.5c-5 4-11 7-17 8" fill="none" stroke={grey} strokeWidth="2.2" strokeLinecap="round" /> : null}
        {art.hair.grey === "temples" ? (
          <>
            <path d="M56.5 58c-.5 3-.5 6 0 9l2.5-1c-.3-3-.2-6 .5-9z" fill={grey} />
            <path d="M103.5 58c.5 3 .5 6 0 9l-2.5-1c.3-3 .2-6-.5-9z" fill={grey} />
          </>
        ) : null}
        {art.glasses ? <Glasses shape={art.glasses.shape} colour={art.glasses.colour} /> : null}
      </g>
    </>
  );
}

function Face({ art, shade, deep, blush }: { art: PortraitArt; shade: string; deep: string; blush: string }) {
  const browColour = art.hair.grey === "streak" ? art.hair.colour : mix(art.hair.colour, INK, 0.3);
  const brow = {
    soft: ["M65 60c3-2 7-2 10-1", "M85 59c3-1 7-1 10 1"],
    arched: ["M64 61c3-4 8-4 11-2", "M85 59c3-2 8-2 11 2"],
    straight: ["M65 59.5h10", "M85 59.5h10"],
    thick: ["M64 60c3-2 8-3 11-1", "M85 59c3-2 8-1 11 1"],
  }[art.brows];
  const browWidth = art.brows === "thick" ? 3.2 : 2.2;
  return (
    <>
      {art.facialHair?.style === "beard" ? null : (
        <>
          <circle cx="67" cy="78" r="5" fill={blush} fillOpacity="0.24" />
          <circle cx="93" cy="78" r="5" fill={blush} fillOpacity="0.24" />
        </>
      )}
      {art.freckles ? (
        <g fill={deep} fillOpacity="0.45">
          <circle cx="66" cy="75" r="0.8" />
          <circle cx="69" cy="77" r="0.8" />
          <circle cx="64" cy="78" r="0.7" />
          <circle cx="94" cy="75" r="0.8" />
          <circle cx="91" cy="77" r="0.8" />
          <circle cx="96" cy="78" r="0.7" />
        </g>
      ) : null}
      <g fill="none" stroke={browColour} strokeWidth={browWidth} strokeLinecap="round">
        <path d={brow[0]} />
        <path d={brow[1]} />
      </g>
      {art.eyes === "smile" ? (
        <g fill="none" stroke={INK} strokeWidth="2.2" strokeLinecap="round">
          <path d="M66 68.5c2.5-3 6.5-3 9 0" />
          <path d="M85 68.5c2.5-3 6.5-3 9 0" />
        </g>
      ) : (
        <g>
          <ellipse cx="70.5" cy="67.5" rx="2.4" ry="2.8" fill={INK} />
          <ellipse cx="89.5" cy="67.5" rx="2.4" ry="2.8" fill={INK} />
          <circle cx="71.3" cy="66.6" r="0.8" fill="#ffffff" />
          <circle cx="90.3" cy="66.6" r="0.8" fill="#ffffff" />
        </g>
      )}
      {art.lines ? (
        <g fill="none" stroke={deep} strokeOpacity="0.45" strokeWidth="1" strokeLinecap="round">
          <path d="M61 66.5l-2.5-1M61 69l-2.5 0.5" />
          <path d="M99 66.5l2.5-1M99 69l2.5 0.5" />
          <path d="M69 79c-2 2-2 5 0 7" />
          <path d="M91 79c2 2 2 5 0 7" />
        </g>
      ) : null}
      {/* The nose: a soft shadowed curve. */}
      <path d="M80 68c-1 4-3 7-3 9 0 1.5 1.5 2 3 2s3-.5 3-1.5" fill="none" stroke={deep} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      <Mouth mouth={art.mouth} shade={shade} deep={deep} />
    </>
  );
}

function Mouth({ mouth, deep }: { mouth: PortraitArt["mouth"]; shade: string; deep: string }) {
  const lip = mix(deep, "#7a2a25", 0.4);
  if (mouth === "soft") return <path d="M73 84c4 3.5 10 3.5 14 0" fill="none" stroke={lip} strokeWidth="2" strokeLinecap="round" />;
  if (mouth === "smile")
    return (
      <g>
        <path d="M72.5 83c4.5 1.5 10.5 1.5 15 0-1 5-4 8-7.5 8s-6.5-3-7.5-8z" fill={mix(lip, "#3a0f0c", 0.4)} />
        <path d="M73.5 83.4c4 1.2 9 1.2 13 0l-.5 2c-4 .8-8 .8-12 0z" fill="#ffffff" />
      </g>
    );
  return (
    <g>
      <path d="M71 82c6 2 12 2 18 0-1 7-5 10-9 10s-8-3-9-10z" fill={mix(lip, "#3a0f0c", 0.4)} />
      <path d="M72 82.5c5 1.6 11 1.6 16 0l-.6 2.6c-5 1-10 1-14.8 0z" fill="#ffffff" />
      <path d="M75 89c3 1.5 7 1.5 10 0" fill="none" stroke="#e07a6e" strokeWidth="1.6" strokeLinecap="round" strokeOpacity="0.7" />
    </g>
  );
}

function Clothing({ art, skin, cloth, clothShade }: { art: PortraitArt; skin: string; cloth: string; clothShade: string }) {
  const body = "M16 166c0-32 22-54 64-54s64 22 64 54z";
  const inner = art.clothing.inner ?? "#fbf7f1";
  switch (art.clothing.style) {
    case "crew":
      return (
        <>
          <path d={body} fill={cloth} />
          <path d="M66 112c4 6 9 8 14 8s10-2 14-8" fill="none" stroke={clothShade} strokeWidth="3" strokeLinecap="round" />
          <path d="M40 136c2 8 2 16 1 24M120 136c-2 8-2 16-1 24" fill="none" stroke={clothShade} strokeWidth="1.5" strokeLinecap="round" />
        </>
      );
    case "v":
      return (
        <>
          <path d={body} fill={cloth} />
          <path d="M67 112l13 20 13-20z" fill={skin} />
          <path d="M66 111l14 22 14-22" fill="none" stroke={clothShade} strokeWidth="2.5" strokeLinejoin="round" />
        </>
      );
    case "turtleneck":
      return (
        <>
          <path d={body} fill={cloth} />
          <path d="M67 98c8 3 18 3 26 0v16c-8 4-18 4-26 0z" fill={clothShade} />
          <path d="M68 103c7 2 17 2 24 0M68 108c7 2 17 2 24 0" fill="none" stroke={cloth} strokeWidth="1.2" strokeOpacity="0.7" />
        </>
      );
    case "collar":
      return (
        <>
          <path d={body} fill={cloth} />
          <path d="M68 111l12 16 12-16z" fill={skin} />
          <path
            d="M67 104l13 18-8 8-10-18zM93 104l-13 18 8 8 10-18z"
            fill={mix(cloth, "#ffffff", 0.12)}
            stroke={clothShade}
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
          <path d="M80 126v40" stroke={clothShade} strokeWidth="1.5" />
          <circle cx="80" cy="138" r="1.3" fill={inner} />
          <circle cx="80" cy="152" r="1.3" fill={inner} />
        </>
      );
    case "blazer":
      return (
        <>
          <path d={body} fill={cloth} />
          <path d="M67 111c4 5 8 7 13 7s9-2 13-7l-13 40z" fill={inner} />
          <path d="M64 110l16 42-12-16 3-5-9-6zM96 110l-16 42 12-16-3-5 9-6z" fill={clothShade} />
        </>
      );
    case "cardigan":
      return (
        <>
          <path d={body} fill={cloth} />
          <path d="M66 112c4 5 9 7 14 7s10-2 14-7l2 54H64z" fill={inner} />
          <path d="M64 112c-2 18 0 36 4 54M96 112c2 18 0 36-4 54" fill="none" stroke={clothShade} strokeWidth="3" strokeLinecap="round" />
          <circle cx="69" cy="136" r="1.6" fill={clothShade} />
          <circle cx="70" cy="150" r="1.6" fill={clothShade} />
        </>
      );
  }
}

function Locs({ colour, shine }: { colour: string; shine: string }) {
  // Strands over the shoulders, in front of the collar.
  const strands = [54, 60, 100, 106];
  return (
    <g>
      {strands.map((x) => (
        <rect key={x} x={x - 3} y="70" width="6" height="44" rx="3" fill={colour} />
      ))}
      <g fill="none" stroke={shine} strokeWidth="1" strokeLinecap="round" strokeOpacity="0.6">
        {strands.map((x) => (
          <path key={x} d={`M${x - 1.5} 80l3 2M${x - 1.5} 90l3 2M${x - 1.5} 100l3 2`} />
        ))}
      </g>
    </g>
  );
}

function Accessory({ art }: { art: PortraitArt }) {
  switch (art.accessory) {
    case "hoops":
      return (
        <g fill="none" stroke={GOLD} strokeWidth="1.8">
          <circle cx="56" cy="81" r="4.5" />
          <circle cx="104" cy="81" r="4.5" />
        </g>
      );
    case "studs":
      return (
        <g fill={GOLD}>
          <circle cx="56.5" cy="76" r="1.6" />
          <circle cx="103.5" cy="76" r="1.6" />
        </g>
      );
    case "drops":
      return (
        <g fill={GOLD}>
          <path d="M56 75v5" stroke={GOLD} strokeWidth="1.2" />
          <path d="M104 75v5" stroke={GOLD} strokeWidth="1.2" />
          <path d="M56 79c2 2 2 5 0 6-2-1-2-4 0-6zM104 79c2 2 2 5 0 6-2-1-2-4 0-6z" />
        </g>
      );
    case "necklace":
      return (
        <g>
          <circle cx="56.5" cy="76" r="1.5" fill={GOLD} />
          <circle cx="103.5" cy="76" r="1.5" fill={GOLD} />
          <path d="M70 112c4 7 7 10 10 10s6-3 10-10" fill="none" stroke={GOLD} strokeWidth="1" />
          <circle cx="80" cy="123.5" r="1.8" fill={GOLD} />
        </g>
      );
    default:
      return null;
  }
}

function Glasses({ shape, colour }: { shape: "round" | "square"; colour: string }) {
  return (
    <g fill="#ffffff" fillOpacity="0.18" stroke={colour} strokeWidth="1.8">
      {shape === "round" ? (
        <>
          <circle cx="70.5" cy="68" r="7" />
          <circle cx="89.5" cy="68" r="7" />
        </>
      ) : (
        <>
          <rect x="62.5" y="62.5" width="16" height="11" rx="3" />
          <rect x="81.5" y="62.5" width="16" height="11" rx="3" />
        </>
      )}
      <path d="M77.5 67c1.5-1.5 3.5-1.5 5 0M63.5 66.5l-6-1.5M96.5 66.5l6-1.5" fill="none" />
    </g>
  );
}
