/** The file of one width and format of a photo whose files are named from `base`. */
export function photoVariant(base: string, width: number, format: "avif" | "webp"): string {
  return `${base}-${width}.${format}`;
}

/**
 * A photo in a fixed box (width and height set: no layout shift), as AVIF and WebP files of
 * several widths named `${base}-${width}.avif|webp`, of which the browser fetches the one it needs.
 */
export function ResponsivePhoto({
  base,
  widths,
  sizes,
  alt,
  width,
  height,
  className,
  eager = false,
  ...data
}: {
  base: string;
  widths: readonly number[];
  sizes: string;
  alt: string;
  width: number;
  height: number;
  className: string;
  eager?: boolean;
  "data-portrait"?: string;
}) {
  const srcSet = (format: "avif" | "webp") => widths.map((w) => `${photoVariant(base, w, format)} ${w}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={photoVariant(base, widths[widths.length - 2] ?? widths[0]!, "webp")}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={`${className} object-cover`}
        {...data}
      />
    </picture>
  );
}
