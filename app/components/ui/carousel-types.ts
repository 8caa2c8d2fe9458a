import type { UseEmblaCarouselType } from "embla-carousel-react";
import type useEmblaCarousel from "embla-carousel-react";

/**
 * What the carousel (carousel.tsx) and its lazily loaded Embla engine (embla-engine.tsx) say to each
 * other, in a module of its own so neither imports the other.
 */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export interface CarouselEngineProps {
  viewport: HTMLElement;
  options: CarouselOptions;
  autoplayDelay?: number;
  onApi: (api: CarouselApi | undefined) => void;
}
