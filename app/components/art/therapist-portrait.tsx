import { type ComponentType } from "react";
import { lazyIsland } from "~/components/performance/lazy-island";
import { StaticSvg } from "~/components/performance/static-svg";
import { personPhotoSlot } from "~/lib/media/media-urls";
import { MediaPicture, useSitePhoto } from "./site-photos";

/** Someone the site pictures: their slug names their drawing and their photo's slot. */
export interface PortraitSubject {
  slug: string;
  name: string;
}

type DrawingComponent = ComponentType<{ slug: string; label?: string }>;

// The browser loads the drawings only when it has to draw a portrait itself (after a client-side
// navigation), so no page's first load carries them; the server's entry hands them over directly.
const LazyPortraitDrawing = lazyIsland(() => import("./portrait-drawing"), { when: "interaction" });
let serverDrawing: DrawingComponent | null = null;

/** Draw portraits with this component, synchronously (the server's entry calls it). */
export function drawPortraitsWith(drawing: DrawingComponent) {
  serverDrawing = drawing;
}

/**
 * A person's picture in a fixed square box (no layout shift): their photo when the practice has
 * placed one (admin, Photos), else their illustrated portrait as inline SVG
 * that hydration leaves as the server sent it. The picture is named by the person's own alt text,
 * or hidden from assistive tech where their name is printed right next to it (alt="").
 */
export function TherapistPortrait({
  person,
  size = 160,
  alt,
  className = "",
  rounded = "rounded-[var(--radius-card)]",
  cover = false,
  sizes,
  eager = false,
}: {
  person: PortraitSubject;
  /** Rendered width and height in CSS pixels (the art is square). */
  size?: number;
  /** Accessible name; defaults to the person's own description. "" hides it from assistive tech. */
  alt?: string;
  className?: string;
  rounded?: string;
  /** Fill a box of any shape, cropping the square art (like object-fit: cover). */
  cover?: boolean;
  /** The photo's rendered width for the browser's choice of file, when it is not `size` pixels. */
  sizes?: string;
  /** Load a photo at once (the first screen's picture) instead of as it nears the screen. */
  eager?: boolean;
}) {
  const box = `block shrink-0 overflow-hidden ${rounded} ${className}`;
  const photo = useSitePhoto(personPhotoSlot(person.slug));
  if (photo)
    return (
      <MediaPicture
        photo={photo}
        sizes={sizes ?? `${size}px`}
        alt={alt ?? (photo.alt || `Photo of ${person.name}`)}
        width={size}
        height={size}
        eager={eager}
        className={`${box} ${cover ? "" : "aspect-square"}`}
        data-portrait={person.name}
      />
    );
  const a11y = alt === "" ? { "aria-hidden": true as const } : { role: "img" as const };
  const label = alt === "" ? undefined : (alt ?? "auto");
  return (
    <StaticSvg
      contentKey={person.slug}
      viewBox="0 0 160 160"
      preserveAspectRatio={cover ? "xMidYMin slice" : undefined}
      width={size}
      height={size}
      className={box}
      data-portrait={person.name}
      {...a11y}
    >
      {() =>
        serverDrawing ? (
          <PortraitDrawingNow Drawing={serverDrawing} slug={person.slug} label={label} />
        ) : (
          <LazyPortraitDrawing slug={person.slug} label={label} fallback={label ? <title>{`Illustrated portrait of ${person.name}`}</title> : null} />
        )
      }
    </StaticSvg>
  );
}

function PortraitDrawingNow({ Drawing, ...props }: { Drawing: DrawingComponent; slug: string; label?: string }) {
  return <Drawing {...props} />;
}
