import { useMemo } from "react";
import { ButtonLink } from "~/components/ui/button";
import { CarouselControls, CarouselSlide, useCarousel, type CarouselOptions } from "~/components/ui/carousel";
import { availabilityLabels, availabilityOf, therapistPath, type Therapist } from "~/content/therapists";
import { AvailabilityBadge } from "~/components/sections/availability-badge";
import { TherapistCredentials } from "./therapist-credentials";
import { TherapistPortrait } from "~/components/art/therapist-portrait";
import { Heading } from "~/components/ui/heading";
import { Icon } from "~/components/ui/icons";
import { therapistCardCopy as copy } from "~/content/therapist-cards";

/** The therapist carousel advances every 4000 ms. */
export const THERAPIST_ADVANCE_MS = 4000;
/** Phones (under 768 px) get the looping, draggable, centered carousel with no auto-advance. */
export const DESKTOP_CAROUSEL_QUERY = "(min-width: 768px)";

/**
 * "Meet Your Therapy Dream Team". One card with its neighbours peeking on phones,
 * two from 768 px, three from 1440 px. On wider screens it auto-advances every 4 s, pauses while
 * hovered or focused and stops after the visitor navigates; arrows and dots wrap around. The
 * cards are in the server HTML, so nothing is blank before the carousel code arrives.
 */
export function TherapistCarousel({ therapists, label = copy.carouselLabel }: { therapists: Therapist[]; label?: string }) {
  const options = useMemo<CarouselOptions>(() => ({ loop: true, align: "center", breakpoints: { [DESKTOP_CAROUSEL_QUERY]: { align: "start" } } }), []);
  const [attachViewport, carousel] = useCarousel({
    options,
    slideCount: therapists.length,
    autoplayDelay: THERAPIST_ADVANCE_MS,
    autoplayMedia: DESKTOP_CAROUSEL_QUERY,
    idPrefix: "therapists",
  });

  return (
    <section aria-roledescription="carousel" aria-label={label} {...carousel.rootProps} className="relative" data-testid="therapist-carousel">
      {/* Until Embla is live the track scrolls natively, snapping to each card. */}
      <div
        ref={attachViewport}
        className={`@container -mx-3 px-3 py-3 md:mx-0 md:px-0 ${carousel.ready ? "overflow-hidden" : "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain"}`}
      >
        <div className={`-ml-5 flex ${carousel.ready ? "touch-pan-y" : ""}`}>
          {therapists.map((t, i) => (
            <CarouselSlide
              key={t.slug}
              carousel={carousel}
              index={i}
              itemLabel={copy.carouselItem}
              label={t.name}
              className="min-w-0 shrink-0 grow-0 basis-[86%] snap-center pl-5 sm:basis-[64%] md:basis-1/2 md:snap-start xl:basis-1/3"
              data-testid="therapist-slide"
            >
              <TherapistSlideCard therapist={t} />
            </CarouselSlide>
          ))}
        </div>
      </div>
      <CarouselControls carousel={carousel} itemLabel={copy.carouselItem} className="mt-6" />
      {carousel.engine}
    </section>
  );
}

/**
 * The carousel's card: a large portrait on top and the short availability badge. /team lists the
 * same people in a denser card (therapist-card.tsx) with what each works with.
 */
function TherapistSlideCard({ therapist: t }: { therapist: Therapist }) {
  const availability = availabilityLabels[availabilityOf(t)];
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/80 bg-white shadow-soft"
      data-testid="therapist-card"
    >
      <div className="relative aspect-[5/4] overflow-hidden">
        <TherapistPortrait
          person={t}
          size={480}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 86vw"
          rounded="rounded-none"
          className="-mt-[5%] h-auto w-full"
        />
        {/* Short form on the card; the long form is what a screen reader hears and the hover title. */}
        <span className="absolute top-4 left-4" title={availability.long}>
          <span aria-hidden="true">
            <AvailabilityBadge therapist={t} variant="short" className="bg-white/95 shadow-soft" />
          </span>
          <span className="sr-only" data-testid="availability-long">
            {availability.long}
          </span>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <Heading as="h3" size="card">
          {t.name}
        </Heading>
        <TherapistCredentials therapist={t} className="mt-1.5 text-sm font-medium text-teal-800" />
        <p className="mt-0.5 text-sm text-ink-soft">{t.role}</p>
        <p className="mt-4 flex-1 leading-relaxed text-ink-soft">{t.oneLiner}</p>
        <ButtonLink to={therapistPath(t)} variant="secondary" className="mt-6 self-start">
          {copy.meet(t.firstName)}
          <span className="sr-only">, {t.role}</span>
          <Icon name="arrow" size={18} strokeWidth={2} />
        </ButtonLink>
      </div>
    </article>
  );
}
