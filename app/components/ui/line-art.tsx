import { StaticSvg } from "~/components/performance/static-svg";

/**
 * Decorative illustrations in the site's style: soft organic blobs with thin line drawings.
 * All are aria-hidden with a set size (they scale with their container's width).
 */
const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2.2, strokeLinecap: "round" as const, strokeLinejoin: "round" as const };

/** Two people on a sofa, mid-conversation: the feeling of a session. */
export function SofaArt({ className = "" }: { className?: string }) {
  return (
    <StaticSvg contentKey="SofaArt" viewBox="0 0 420 320" width="420" height="320" aria-hidden="true" className={`h-auto w-full ${className}`}>
      <path d="M62 70c40-52 150-70 228-38s118 108 84 170-128 92-214 72S-2 154 62 70z" fill="var(--color-teal-100)" />
      <path d="M300 36c30-10 70 6 76 38s-22 50-52 44-56-70-24-82z" fill="var(--color-coral-100)" />
      <g className="text-teal-800" {...stroke}>
        {/* Sofa */}
        <path d="M70 228v-58c0-14 10-24 24-24h232c14 0 24 10 24 24v58" />
        <path d="M52 198c0-12 18-16 26-6v52H52zM368 198c0-12-18-16-26-6v52h26z" />
        <path d="M78 228h264M88 244v18M332 244v18" />
        {/* Left person */}
        <circle cx="150" cy="112" r="20" />
        <path d="M118 206c0-34 14-58 32-58s32 24 32 58" />
        <path d="M170 176c14 4 24 10 30 18" />
        {/* Right person */}
        <circle cx="268" cy="108" r="20" />
        <path d="M236 206c0-36 14-60 32-60s32 24 32 60" />
        <path d="M248 172c-14 6-22 14-26 22" />
        {/* Speech marks */}
        <path d="M182 78c8-10 22-12 32-4M226 70c10-4 22 0 26 10" className="text-coral-500" />
      </g>
      <circle cx="356" cy="262" r="10" fill="var(--color-coral-500)" opacity="0.5" />
      <circle cx="58" cy="92" r="6" fill="var(--color-teal-500)" opacity="0.5" />
    </StaticSvg>
  );
}

/** Overlapping speech bubbles: conversations and media. */
export function ConversationArt({ className = "" }: { className?: string }) {
  return (
    <StaticSvg contentKey="ConversationArt" viewBox="0 0 420 320" width="420" height="320" aria-hidden="true" className={`h-auto w-full ${className}`}>
      <path d="M80 60c50-40 170-48 240 0s80 150 20 200-190 50-250 10S30 100 80 60z" fill="var(--color-coral-100)" />
      <g {...stroke} className="text-teal-800">
        <path d="M96 96h150a20 20 0 0 1 20 20v64a20 20 0 0 1-20 20h-90l-36 30v-30h-24a20 20 0 0 1-20-20v-64a20 20 0 0 1 20-20z" fill="var(--color-cream)" />
        <path d="M120 130h100M120 156h70" />
        <path d="M210 176h104a18 18 0 0 1 18 18v52a18 18 0 0 1-18 18h-12v26l-30-26h-62a18 18 0 0 1-18-18v-52a18 18 0 0 1 18-18z" fill="var(--color-teal-50)" />
        <path d="M232 206h76M232 230h48" />
      </g>
      <circle cx="350" cy="84" r="12" fill="var(--color-teal-500)" opacity="0.45" />
      <circle cx="70" cy="250" r="8" fill="var(--color-coral-500)" opacity="0.5" />
    </StaticSvg>
  );
}

/** A palette and a guitar neck on a blob: the creative couples page. */
export function CreativeArt({ className = "" }: { className?: string }) {
  return (
    <StaticSvg contentKey="CreativeArt" viewBox="0 0 420 320" width="420" height="320" aria-hidden="true" className={`h-auto w-full ${className}`}>
      <path d="M70 80c60-56 200-60 262 0s52 170-20 206-210 22-252-30S10 136 70 80z" fill="var(--color-teal-100)" />
      <g {...stroke} className="text-teal-800">
        <path d="M110 190c-26-40 6-96 66-100s98 34 88 70c-6 22-34 18-44 30-8 10 6 28-14 38-40 20-80-4-96-38z" fill="var(--color-cream)" />
        <circle cx="150" cy="140" r="9" className="text-coral-500" />
        <circle cx="190" cy="124" r="9" />
        <circle cx="228" cy="142" r="9" className="text-coral-500" />
        <circle cx="140" cy="184" r="9" />
        <path d="M268 250l70-150M330 92l22 8-6 16-22-8z" />
        <path d="M282 222l14 6M292 200l14 6M302 178l14 6" />
        <path d="M254 268c-12-12-6-32 12-30s20 24 6 32-12-2-18-2z" fill="var(--color-coral-100)" />
      </g>
      <circle cx="352" cy="250" r="10" fill="var(--color-coral-500)" opacity="0.5" />
    </StaticSvg>
  );
}

/** Six linked circles: the six conversations. */
export function SixArt({ className = "" }: { className?: string }) {
  const points = [
    [130, 110],
    [210, 80],
    [290, 110],
    [290, 200],
    [210, 230],
    [130, 200],
  ] as const;
  return (
    <StaticSvg contentKey="SixArt" viewBox="0 0 420 320" width="420" height="320" aria-hidden="true" className={`h-auto w-full ${className}`}>
      <path d="M76 70c56-50 210-56 266 6s40 168-28 200-206 26-250-26S20 120 76 70z" fill="var(--color-coral-100)" />
      <path
        d={`M${points.map((p) => p.join(" ")).join(" L")} Z`}
        fill="none"
        stroke="var(--color-teal-700)"
        strokeWidth="2"
        strokeDasharray="4 8"
        strokeLinecap="round"
      />
      {points.map(([x, y], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r="26" fill={i % 2 ? "var(--color-teal-700)" : "var(--color-cream)"} stroke="var(--color-teal-700)" strokeWidth="2.2" />
          <text
            x={x}
            y={y + 7}
            textAnchor="middle"
            fontSize="20"
            fontWeight="600"
            fill={i % 2 ? "#ffffff" : "var(--color-teal-800)"}
            style={{ fontFamily: "var(--font-display)" }}
          >
            {i + 1}
          </text>
        </g>
      ))}
    </StaticSvg>
  );
}

/** An open envelope with a card: careers and applying by e-mail. */
export function EnvelopeArt({ className = "" }: { className?: string }) {
  return (
    <StaticSvg contentKey="EnvelopeArt" viewBox="0 0 420 320" width="420" height="320" aria-hidden="true" className={`h-auto w-full ${className}`}>
      <path d="M64 84c54-54 206-62 270-6s56 164-12 200-214 24-256-24S10 138 64 84z" fill="var(--color-teal-100)" />
      <g {...stroke} className="text-teal-800">
        <path d="M150 70h130a10 10 0 0 1 10 10v110H140V80a10 10 0 0 1 10-10z" fill="var(--color-cream)" />
        <path d="M166 104h98M166 128h76M166 152h88" />
        <path d="M110 150l100 74 100-74v110a10 10 0 0 1-10 10H120a10 10 0 0 1-10-10z" fill="var(--color-white, #fff)" />
        <path d="M110 260l74-58M310 260l-74-58" />
      </g>
      <path d="M318 78l6 14 14 6-14 6-6 14-6-14-14-6 14-6z" fill="var(--color-coral-500)" opacity="0.7" />
    </StaticSvg>
  );
}
