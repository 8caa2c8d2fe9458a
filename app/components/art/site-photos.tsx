import { createContext, useContext, type CSSProperties, type ReactNode } from "react";
import type { SitePhoto, SitePhotos } from "~/lib/media/media-urls";

/**
 * The practice's photos of people and spaces, handed down from the root loader. Outside it (tests,
 * the component gallery) there are none, and every picture is its illustration.
 */
const SitePhotosContext = createContext<SitePhotos>({});

export function SitePhotosProvider({ photos, children }: { photos: SitePhotos; children: ReactNode }) {
  return <SitePhotosContext.Provider value={photos}>{children}</SitePhotosContext.Provider>;
}

/** The photo placed in a slot (`person:<slug>`, `space:<band>`), or null for the illustration. */
export function useSitePhoto(slot: string): SitePhoto | null {
  return useContext(SitePhotosContext)[slot] ?? null;
}

/**
 * A library photo in a box of fixed width and height (no layout shift), as AVIF and WebP files of
 * several widths of which the browser fetches the one it needs, cropped around the practice's
 * focal point when the box's shape differs from the photo's.
 */
export function MediaPicture({
  photo,
  sizes,
  width,
  height,
  alt,
  className,
  style,
  eager = false,
  ...data
}: {
  photo: SitePhoto;
  sizes: string;
  width: number;
  height: number;
  /** Overrides the photo's own alt text ("" where a name is printed right beside it). */
  alt?: string;
  className: string;
  style?: CSSProperties;
  eager?: boolean;
  "data-portrait"?: string;
  "data-cover-photo"?: string;
}) {
  return (
    <picture>
      {photo.avifSrcset ? <source type="image/avif" srcSet={photo.avifSrcset} sizes={sizes} /> : null}
      {photo.webpSrcset ? <source type="image/webp" srcSet={photo.webpSrcset} sizes={sizes} /> : null}
      <img
        src={photo.src}
        alt={alt ?? photo.alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={`${className} object-cover`}
        style={{ objectPosition: photo.objectPosition, ...style }}
        {...data}
      />
    </picture>
  );
}
