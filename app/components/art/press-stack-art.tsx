import { PressLogo } from "~/components/ui/press-logo";
import type { PressStory } from "~/content/press-stories";

/** Header art: a small, tilted stack of clippings with the top outlets' wordmarks. */
export function PressStackArt({ mentions }: { mentions: PressStory[] }) {
  const tilt = ["-rotate-3", "rotate-2 translate-x-6", "-rotate-1 -translate-x-2"];
  return (
    <div aria-hidden="true" className="relative mx-auto grid max-w-sm gap-3 py-4">
      {mentions.map((m, i) => (
        <div key={m.name} className={`rounded-2xl bg-white px-6 py-5 text-ink shadow-soft ${tilt[i] ?? ""}`}>
          <PressLogo mention={m} height={24} decorative />
          {/* The story's own headline, not grey bars that read as a loading skeleton. */}
          <p className="mt-2 line-clamp-2 font-display text-sm leading-snug text-ink-soft">{m.topic}</p>
        </div>
      ))}
    </div>
  );
}
