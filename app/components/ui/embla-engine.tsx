import { useEffect, useMemo } from "react";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import type { CarouselApi, CarouselEngineProps } from "./carousel-types";

/**
 * The Embla engine, loaded lazily (when the browser is idle) by `useCarousel`. It renders nothing:
 * it attaches Embla to the carousel markup the server already rendered, so the cards are visible
 * and laid out before any carousel code arrives.
 */
export default function EmblaEngine({ viewport, options, autoplayDelay, onApi }: CarouselEngineProps) {
  const plugins = useMemo(
    () =>
      autoplayDelay
        ? [
            // The carousel decides when to play (hover, focus, manual navigation, breakpoints,
            // reduced motion); the plugin only keeps time.
            Autoplay({ delay: autoplayDelay, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false }),
          ]
        : [],
    [autoplayDelay],
  );
  const [emblaRef, api] = useEmblaCarousel(options, plugins);

  useEffect(() => {
    emblaRef(viewport);
  }, [emblaRef, viewport]);

  useEffect(() => {
    onApi(api as CarouselApi | undefined);
  }, [api, onApi]);

  return null;
}
