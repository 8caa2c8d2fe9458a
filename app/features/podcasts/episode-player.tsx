import { useEffect, useId, useRef } from "react";
import { FIELD_INPUT } from "~/components/ui/form-field";
import { episodePage as copy } from "~/content/podcast-show";

export interface EpisodePlayerAudio {
  url: string;
  mime: string;
  bytes: number;
  durationSeconds: number;
}

/**
 * The browser's own audio player (keyboard and screen-reader support come with it), a playback
 * speed choice, and the page's timestamp links wired to it. Without script the native controls
 * still play, and a timestamp opens the file at that moment (its `#t=` fragment).
 */
export function EpisodePlayer({ number, audio }: { number: number; audio: EpisodePlayerAudio }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const speedRef = useRef<HTMLSelectElement>(null);
  const speedId = useId();

  useEffect(() => {
    const player = audioRef.current;
    if (!player) return;
    // A speed picked before the page came alive still counts.
    applySpeed(player, Number(speedRef.current?.value ?? 1));
    // One listener for every timestamp, wherever on the page it is (the transcript renders later).
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[data-seek]");
      if (!link) return;
      const seconds = Number(link.getAttribute("data-seek"));
      if (!Number.isFinite(seconds)) return;
      event.preventDefault();
      seek(player, seconds);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return (
    <figure>
      <figcaption className="font-semibold text-ink">{copy.listenCaption(number)}</figcaption>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- audio only: the full transcript on this page is its text alternative (WCAG 1.2.1) */}
      <audio ref={audioRef} controls preload="none" className="mt-3 block h-14 w-full" data-testid="episode-audio">
        <source src={audio.url} type={audio.mime} />
        <a href={audio.url}>{copy.audioFallback(number)}</a>
      </audio>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={speedId} className="text-sm font-semibold text-ink">
          {copy.speedLabel}
        </label>
        <select
          id={speedId}
          ref={speedRef}
          defaultValue="1"
          className={`${FIELD_INPUT} w-auto min-w-32`}
          data-testid="episode-speed"
          onChange={(event) => audioRef.current && applySpeed(audioRef.current, Number(event.currentTarget.value))}
        >
          {copy.speeds.map((rate) => (
            <option key={rate} value={String(rate)}>
              {copy.speedOption(rate)}
            </option>
          ))}
        </select>
      </div>
      <p className="mt-2 text-sm text-ink-soft">{copy.seekHint}</p>
    </figure>
  );
}

function applySpeed(player: HTMLAudioElement, rate: number) {
  if (!copy.speeds.includes(rate as (typeof copy.speeds)[number])) return;
  // The default rate survives the file loading (the first play resets playbackRate to it).
  player.defaultPlaybackRate = rate;
  player.playbackRate = rate;
}

function seek(player: HTMLAudioElement, seconds: number) {
  const start = () => {
    player.currentTime = seconds;
    void player.play().catch(() => undefined);
  };
  // With preload="none" nothing is known yet: load the file's header first, then jump.
  if (player.readyState >= HTMLMediaElement.HAVE_METADATA) start();
  else {
    player.addEventListener("loadedmetadata", start, { once: true });
    player.load();
  }
}
