import { MediaPicture, useSitePhoto } from "~/components/art/site-photos";
import { spacePhotoSlot } from "~/lib/media/media-urls";
import { Heading } from "~/components/ui/heading";
import { MarkedList } from "~/components/ui/marked-list";
import { Section } from "~/components/ui/section";

export interface PhotoBand {
  /** Names the band's photo slot (`space:<slug>`), which the practice fills in the admin's Photos screen. */
  slug: string;
  heading: string;
  text: string;
  points: string[];
  /** Project-made illustration in public/images/art, with its intrinsic size (no layout shift). */
  art: { src: string; alt: string; width: number; height: number };
}

/** The practice's photo of the space when it has placed one, cropped to the illustration's 4:3 box; else the illustration. */
function BandPicture({ band: { art, slug, heading } }: { band: PhotoBand }) {
  const photo = useSitePhoto(spacePhotoSlot(slug));
  if (!photo)
    return <img src={art.src} alt={art.alt} width={art.width} height={art.height} loading="lazy" decoding="async" className="h-auto w-full rounded-[1.4rem]" />;
  return (
    <MediaPicture
      photo={photo}
      sizes="(min-width: 768px) 45vw, 92vw"
      alt={photo.alt || `Photo: ${heading}`}
      width={art.width}
      height={art.height}
      className="aspect-[4/3] h-auto w-full rounded-[1.4rem]"
    />
  );
}

/** Image-and-text bands that alternate sides on wide screens and stack on phones; `deferred` lays each out after the first paint. */
export function PhotoBands({ bands, deferred }: { bands: PhotoBand[]; deferred?: boolean }) {
  return (
    <div className="bg-white">
      {bands.map((band, i) => {
        const id = `band-${i}-heading`;
        return (
          <Section key={band.heading} labelledBy={id} spacing="none" contained={false} deferred={deferred} className={i % 2 === 0 ? "bg-white" : "bg-mist/60"}>
            <div className="container-page grid items-center gap-10 py-16 sm:py-24 md:grid-cols-2 lg:gap-20">
              <div className={`overflow-hidden rounded-[2rem] border border-line/70 bg-cream p-4 shadow-soft sm:p-6 ${i % 2 === 1 ? "md:order-2" : ""}`}>
                <BandPicture band={band} />
              </div>
              <div>
                <Heading id={id} size="display">
                  {band.heading}
                </Heading>
                <p className="mt-4 text-lg leading-relaxed text-ink-soft">{band.text}</p>
                <MarkedList items={band.points} className="mt-6 grid gap-3" />
              </div>
            </div>
          </Section>
        );
      })}
    </div>
  );
}
