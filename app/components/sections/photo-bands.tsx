import { Icon } from "~/components/ui/icons";
import { photoVariant, ResponsivePhoto } from "~/components/art/responsive-photo";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";

export interface PhotoBand {
  /** Names the band's photo files: public/spaces/<slug>-<width>.avif|webp. */
  slug: string;
  heading: string;
  text: string;
  points: string[];
  /** Project-made illustration in public/images/art, with its intrinsic size (no layout shift). */
  art: { src: string; alt: string; width: number; height: number };
  /**
   * A photograph of the space, shown instead of the illustration: the original in
   * app/content/photos/, its files made by `npm run build:photos` (docs/architecture.md, "Photos of the team").
   */
  photo?: { src: string; alt?: string };
}

/** Widths of each space photo's AVIF and WebP files, cropped to the illustration's 4:3. */
export const SPACE_PHOTO_WIDTHS = [480, 960, 1440] as const;

/** Where a space's photo file of one width and format is served. */
export function spacePhotoFile(slug: string, width: number, format: "avif" | "webp"): string {
  return photoVariant(`/spaces/${slug}`, width, format);
}

function BandPicture({ band: { art, photo, slug } }: { band: PhotoBand }) {
  if (!photo)
    return <img src={art.src} alt={art.alt} width={art.width} height={art.height} loading="lazy" decoding="async" className="h-auto w-full rounded-[1.4rem]" />;
  return (
    <ResponsivePhoto
      base={`/spaces/${slug}`}
      widths={SPACE_PHOTO_WIDTHS}
      sizes="(min-width: 768px) 45vw, 92vw"
      alt={photo.alt ?? art.alt}
      width={art.width}
      height={art.height}
      className="h-auto w-full rounded-[1.4rem]"
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
                <ul className="mt-6 grid gap-3">
                  {band.points.map((point) => (
                    <li key={point} className="flex items-start gap-3 text-ink">
                      <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                        <Icon name="check" size={16} strokeWidth={2.2} />
                      </span>
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </Section>
        );
      })}
    </div>
  );
}
