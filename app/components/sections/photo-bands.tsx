import { Icon } from "~/components/art/icons";

export interface PhotoBand {
  heading: string;
  text: string;
  points: string[];
  /** Project-made line art in public/images/art, with its intrinsic size (no layout shift). */
  art: { src: string; alt: string; width: number; height: number };
}

/** Image-and-text bands that alternate sides on wide screens and stack on phones. */
export function PhotoBands({ bands }: { bands: PhotoBand[] }) {
  return (
    <div className="bg-white">
      {bands.map((band, i) => {
        const id = `band-${i}-heading`;
        return (
          <section key={band.heading} aria-labelledby={id} className={i % 2 === 0 ? "bg-white" : "bg-mist/60"}>
            <div className="container-page grid items-center gap-10 py-16 sm:py-24 md:grid-cols-2 lg:gap-20">
              <div className={`overflow-hidden rounded-[2rem] border border-line/70 bg-cream p-4 shadow-soft sm:p-6 ${i % 2 === 1 ? "md:order-2" : ""}`}>
                <img src={band.art.src} alt={band.art.alt} width={band.art.width} height={band.art.height} loading="lazy" decoding="async" className="h-auto w-full" />
              </div>
              <div>
                <h2 id={id} className="text-balance font-display text-[clamp(1.9rem,1.4rem+2vw,2.8rem)] leading-tight text-ink">
                  {band.heading}
                </h2>
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
          </section>
        );
      })}
    </div>
  );
}
