import { startTransition, useCallback, useEffect, useState, type AriaAttributes, type FocusEvent, type ReactNode } from "react";
import { lazyIsland } from "~/components/performance/lazy-island";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "~/lib/use-media-query";
import type { CarouselApi, CarouselOptions } from "./carousel-types";
import { Icon } from "./icons";

export type { CarouselOptions };

// Embla and its autoplay plugin stay out of the first load: they arrive when the carousel nears the screen.
const EmblaEngine = lazyIsland(() => import("./embla-engine"), { when: "visible" });

export interface UseCarouselOptions {
  options: CarouselOptions;
  slideCount: number;
  /** Auto-advance every this many ms; omit for a carousel that only moves when asked. */
  autoplayDelay?: number;
  /** Auto-advance only where this media query matches (e.g. not on phones). */
  autoplayMedia?: string;
  /** Slides carry the ids `${idPrefix}-slide-1`...; the controls link to them before the engine is live. */
  idPrefix?: string;
}

/** Put on the element with overflow hidden that holds the sliding track (a callback ref). */
export type AttachViewport = (element: HTMLDivElement | null) => void;

export interface Carousel {
  /** Spread on the element around the carousel and its controls: hover and focus pause it. */
  rootProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    "data-carousel-ready": "true" | "false";
    "data-selected-index": number;
    "data-playing": "true" | "false";
  };
  /** Render once, anywhere inside the carousel: the lazily loaded engine. */
  engine: ReactNode;
  ready: boolean;
  selectedIndex: number;
  snapCount: number;
  /** Auto-advance is running right now. */
  playing: boolean;
  /** Auto-advance would run if nothing paused it (the visitor's play/pause choice aside). */
  canAutoplay: boolean;
  userPaused: boolean;
  setUserPaused: (paused: boolean) => void;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  /** The id of the slide at this index (0-based). */
  slideId: (index: number) => string;
}

/**
 * Carousel state on top of Embla: the markup is rendered by the server (visible before any script),
 * Embla attaches when the carousel nears the screen, and auto-advance pauses while hovered or focused, stops for good after
 * the visitor navigates by hand, and never runs under prefers-reduced-motion.
 */
export function useCarousel({
  options,
  slideCount,
  autoplayDelay,
  autoplayMedia = "all",
  idPrefix = "carousel",
}: UseCarouselOptions): [attachViewport: AttachViewport, carousel: Carousel] {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<CarouselApi | undefined>();
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [snapCount, setSnapCount] = useState(slideCount);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [navigatedByHand, setNavigatedByHand] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const autoplayAllowed = useMediaQuery(autoplayMedia);

  // Embla's code arrives when the carousel comes near the screen, not during the page's first load.
  const engineWanted = EmblaEngine.useTrigger(viewport);

  useEffect(() => {
    if (!api) return;
    // Until Embla took over, the track scrolled natively: Embla starts where the visitor was.
    if (viewport && viewport.scrollLeft > 0) {
      const index = nearestSlide(viewport);
      viewport.scrollTo({ left: 0, behavior: "instant" });
      api.scrollTo(index, true);
    }
    const sync = () => {
      setSelectedIndex(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    const onPointerDown = () => setNavigatedByHand(true);
    sync();
    api.on("select", sync).on("reInit", sync).on("pointerDown", onPointerDown);
    return () => {
      api.off("select", sync).off("reInit", sync).off("pointerDown", onPointerDown);
    };
  }, [api, viewport]);

  const canAutoplay = Boolean(autoplayDelay) && Boolean(api) && autoplayAllowed && !reducedMotion && !navigatedByHand && snapCount > 1;
  const playing = canAutoplay && !hovered && !focused && !userPaused;

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay || snapCount <= 1) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing, snapCount]);

  const go = useCallback(
    (target: "prev" | "next" | number) => {
      setNavigatedByHand(true);
      if (!api) {
        // Before Embla arrives the track scrolls natively: bring the wanted slide into it.
        if (!viewport) return;
        const current = nearestSlide(viewport);
        const index = target === "next" ? (current + 1) % slideCount : target === "prev" ? (current - 1 + slideCount) % slideCount : target;
        const slide = viewport.firstElementChild?.children[index];
        if (slide instanceof HTMLElement) {
          const start = viewport.firstElementChild?.children[0] as HTMLElement | undefined;
          viewport.scrollTo({ left: slide.offsetLeft - (start?.offsetLeft ?? 0), behavior: reducedMotion ? "instant" : "smooth" });
        }
        return;
      }
      const jump = reducedMotion;
      if (target === "next") {
        if (api.canScrollNext()) api.scrollNext(jump);
        else api.scrollTo(0, jump);
      } else if (target === "prev") {
        if (api.canScrollPrev()) api.scrollPrev(jump);
        else api.scrollTo(api.scrollSnapList().length - 1, jump);
      } else {
        api.scrollTo(target, jump);
      }
    },
    [api, reducedMotion, viewport, slideCount],
  );

  const engine = engineWanted && viewport ? <EmblaEngine viewport={viewport} options={options} autoplayDelay={autoplayDelay} onApi={setApi} /> : null;

  // A state update from a ref callback would render synchronously during hydration's commit; as a
  // transition it waits for the next slice.
  const attachViewport = useCallback((element: HTMLDivElement | null) => startTransition(() => setViewport(element)), []);

  // The ref apart from the state, as Embla's own hook does: what render reads holds no ref.
  const carousel: Carousel = {
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
      "data-carousel-ready": api ? "true" : "false",
      "data-selected-index": selectedIndex,
      "data-playing": playing ? "true" : "false",
    },
    engine,
    ready: Boolean(api),
    selectedIndex,
    snapCount,
    playing,
    canAutoplay,
    userPaused,
    setUserPaused,
    scrollPrev: () => go("prev"),
    scrollNext: () => go("next"),
    scrollTo: (index) => go(index),
    slideId: (index) => `${idPrefix}-slide-${index + 1}`,
  };
  return [attachViewport, carousel];
}

/** The slide whose start is nearest the natively scrolled track's position. */
function nearestSlide(viewport: HTMLElement): number {
  const slides = Array.from(viewport.firstElementChild?.children ?? []) as HTMLElement[];
  const origin = slides[0]?.offsetLeft ?? 0;
  let best = 0;
  slides.forEach((slide, i) => {
    if (Math.abs(slide.offsetLeft - origin - viewport.scrollLeft) < Math.abs((slides[best]?.offsetLeft ?? 0) - origin - viewport.scrollLeft)) best = i;
  });
  return best;
}

/**
 * A link to a slide. Live (with `onPress`) it acts as a button that moves the carousel; without it,
 * it is a plain link whose fragment brings the slide into the natively scrolling track.
 */
function SlideLink({
  href,
  onPress,
  className,
  children,
  ...aria
}: { href: string; onPress?: () => void; className: string; children: ReactNode } & AriaAttributes) {
  if (!onPress) {
    return (
      <a href={href} {...aria} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      role="button"
      {...aria}
      onClick={(event) => {
        event.preventDefault();
        onPress();
      }}
      onKeyDown={(event) => {
        // Space presses a button (Enter already clicks a link).
        if (event.key !== " ") return;
        event.preventDefault();
        onPress();
      }}
      className={className}
    >
      {children}
    </a>
  );
}

function ArrowLink({ direction, href, itemLabel, onPress }: { direction: "prev" | "next"; href: string; itemLabel: string; onPress?: () => void }) {
  return (
    <SlideLink
      href={href}
      onPress={onPress}
      aria-label={`${direction === "prev" ? "Previous" : "Next"} ${itemLabel}`}
      className="inline-flex h-12 w-12 items-center justify-center rounded-full border border-line bg-white text-teal-800 shadow-soft transition hover:border-teal-600 hover:bg-teal-50"
    >
      <Icon name={direction === "prev" ? "chevronLeft" : "chevronRight"} size={20} strokeWidth={2} />
    </SlideLink>
  );
}

/**
 * One dot per position and previous/next arrows (they wrap around), for the position `current`.
 * `live` makes them buttons that drive the carousel; without it they are links to slides.
 */
function ControlBar({
  carousel,
  current,
  itemLabel,
  live,
  className,
}: {
  carousel: Carousel;
  current: number;
  itemLabel: string;
  live: boolean;
  className: string;
}) {
  const count = carousel.snapCount;
  const href = (index: number) => `#${carousel.slideId((index + count) % count)}`;
  return (
    <div className={`h-12 items-center justify-between gap-4 ${className}`}>
      <div className="flex items-center gap-1" role="group" aria-label={`Choose a ${itemLabel}`}>
        {Array.from({ length: count }, (_, i) => (
          <SlideLink
            key={i}
            href={href(i)}
            onPress={live ? () => carousel.scrollTo(i) : undefined}
            aria-label={`Go to ${itemLabel} ${i + 1} of ${count}`}
            aria-current={current === i ? "true" : undefined}
            className="group inline-flex h-11 w-7 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all duration-300 ${current === i ? "w-6 bg-teal-700" : "w-2.5 bg-teal-200 group-hover:bg-teal-500"}`}
            />
          </SlideLink>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <ArrowLink direction="prev" href={href(current - 1)} itemLabel={itemLabel} onPress={live ? carousel.scrollPrev : undefined} />
        <ArrowLink direction="next" href={href(current + 1)} itemLabel={itemLabel} onPress={live ? carousel.scrollNext : undefined} />
      </div>
    </div>
  );
}

/**
 * The carousel's controls once React is live. Until then they keep their place but stay invisible,
 * and the bar of the current slide (`CarouselSlide`) shows over them. Put the controls last
 * in the carousel's element, which must be positioned (`relative`).
 */
export function CarouselControls({ carousel, itemLabel, className = "" }: { carousel: Carousel; itemLabel: string; className?: string }) {
  return (
    <ControlBar
      carousel={carousel}
      current={carousel.selectedIndex}
      itemLabel={itemLabel}
      live
      className={`flex [html:not([data-hydrated])_&]:invisible ${className}`}
    />
  );
}

/**
 * A slide, with what makes the carousel work before React is live. Render the slides as the
 * children of the track, inside a viewport that is a size container (`@container`).
 *
 * The slide's fragment target is a marker at its top: a link to `#<slide id>` scrolls the natively
 * scrolling track to it and the page to the slide's top. The marker's right scroll margin makes it
 * a little wider than the track, so even a slide already in view is brought to the start, as the
 * snapping would place it.
 *
 * Each slide also carries its own control bar: links to its neighbours, and the dots with its own
 * marked. Only the bar of the targeted slide (the first slide's while none is) shows, at the bottom
 * of the carousel over the place of the live controls; a tap on Next goes to the next slide, whose
 * bar, with its own Next, is then the one shown. So the arrows advance slide by slide with no
 * script at all. Once the page is hydrated the bars hide for good: the live controls take over, and
 * no control is there twice.
 */
export function CarouselSlide({
  carousel,
  index,
  itemLabel,
  label,
  className,
  children,
  ...data
}: {
  carousel: Carousel;
  index: number;
  itemLabel: string;
  /** What the slide shows, for assistive tech. */
  label: string;
  className: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${carousel.snapCount}: ${label}`} className={className} {...data}>
      <span id={carousel.slideId(index)} className="block w-0 scroll-mt-28 scroll-mr-[calc(100cqw+2rem)]" />
      {children}
      <ControlBar
        carousel={carousel}
        current={index}
        itemLabel={itemLabel}
        live={false}
        className="absolute inset-x-0 bottom-0 hidden [:has(>:target)>&]:flex [:not(:has(:target))>:first-child>&]:flex [html[data-hydrated]_&]:hidden!"
      />
    </div>
  );
}

/** A visible pause/play switch for auto-advancing content (WCAG 2.2.2). */
export function CarouselPlayPause({ carousel, label, className = "" }: { carousel: Carousel; label: string; className?: string }) {
  if (!carousel.canAutoplay && !carousel.userPaused) return null;
  const paused = carousel.userPaused;
  return (
    <button
      type="button"
      onClick={() => carousel.setUserPaused(!paused)}
      className={`inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink-soft transition hover:bg-white hover:text-teal-800 ${className}`}
    >
      {paused ? <Icon name="play" size={16} strokeWidth={2.4} /> : <Icon name="pause" size={16} strokeWidth={3.4} />}
      {paused ? `Play ${label}` : `Pause ${label}`}
    </button>
  );
}
