import { useEffect, useRef } from "react";
import { Link, type LinkDescriptor } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";

export interface HeroImageSet {
  media: string;
  /** An SVG file: one file serves every width and density. */
  src: string;
  width: number;
  height: number;
}

export interface HeroImages {
  mobile: HeroImageSet;
  desktop: HeroImageSet;
}

/**
 * `<link rel="preload">` descriptors for a route's `links` export: the phone and wide-screen
 * backgrounds, each only where its media query matches, at high priority.
 */
export function heroPreloadLinks(images: HeroImages): LinkDescriptor[] {
  return [images.mobile, images.desktop].map((set) => ({
    rel: "preload",
    as: "image",
    type: "image/svg+xml",
    href: set.src,
    media: set.media,
    fetchPriority: "high" as const,
  }));
}

/**
 * The full-screen opening of the homepage: tagline, the one h1, a lede and the main action over
 * project-made background art (a portrait file for phones, a landscape one for wider screens).
 * If the background fails to load, a warning is logged and the page carries on over the
 * gradient that sits behind it.
 */
export function FullScreenHero({
  tagline,
  headline,
  lede,
  ledeMore,
  primary,
  secondary,
  reassurance,
  images,
}: {
  tagline: string;
  headline: string;
  lede: string;
  ledeMore?: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
  reassurance?: string;
  images: HeroImages;
}) {
  const imgRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = imgRef.current;
    if (!img) return;
    const warn = () => console.warn(`Hero background image failed to load (${img.currentSrc || img.src}); showing the page without it.`);
    // The image may have failed before hydration, when no listener was attached yet.
    if (img.complete && img.naturalWidth === 0) warn();
    img.addEventListener("error", warn);
    return () => img.removeEventListener("error", warn);
  }, []);

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[calc(100svh-80px)] items-center overflow-hidden bg-gradient-to-br from-teal-900 via-teal-800 to-teal-600 text-white lg:min-h-[calc(100svh-88px)]"
      data-testid="hero"
    >
      <picture>
        <source media={images.mobile.media} type="image/svg+xml" srcSet={images.mobile.src} width={images.mobile.width} height={images.mobile.height} />
        <img
          ref={imgRef}
          src={images.desktop.src}
          width={images.desktop.width}
          height={images.desktop.height}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover object-[50%_100%] md:object-right"
          data-testid="hero-image"
        />
      </picture>
      <div className="container-page relative pt-12 pb-[44svh] md:py-24">
        <div className="max-w-[36rem] lg:max-w-[40rem]">
          <p className="text-sm font-semibold tracking-[0.18em] text-coral-100 uppercase">{tagline}</p>
          {/* A one-off: the homepage hero's title, the largest type on the site. */}
          <h1 id="hero-heading" className="mt-4 font-display text-[clamp(2.5rem,1.6rem+4.2vw,4.75rem)] leading-[1.02] font-medium text-balance text-white">
            {headline}
          </h1>
          <p className="mt-5 max-w-[34rem] text-[1.075rem] leading-relaxed text-teal-50 sm:text-xl">
            {lede}
            {ledeMore ? <span className="hidden sm:inline"> {ledeMore}</span> : null}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <ButtonLink to={primary.to} variant="inverse" size="lg" className="shadow-lift hover:-translate-y-0.5 motion-reduce:hover:translate-y-0">
              {primary.label}
              <Icon name="arrow" size={20} strokeWidth={2} />
            </ButtonLink>
            {secondary ? (
              <Link
                to={secondary.to}
                className="inline-flex min-h-12 items-center font-semibold text-white underline decoration-coral-100/60 underline-offset-[6px] hover:decoration-white"
              >
                {secondary.label}
              </Link>
            ) : null}
          </div>
          {reassurance ? (
            <p className="mt-6 flex items-center gap-2 text-sm text-teal-100">
              <Icon name="check" size={18} />
              {reassurance}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
