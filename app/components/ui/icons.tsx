/**
 * The site's icons, drawn here (no icon font or CDN): one outline per name on a 24 px grid, stroked
 * in currentColor. Decorative: the text beside an icon carries its meaning. Each drawing is one
 * path's data (circles and rounded boxes written as arcs), which keeps this table small: it loads
 * with the homepage.
 */
const PATHS = {
  heart: "M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.1a4.3 4.3 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z",
  compass: "M3.5 12a8.5 8.5 0 1 0 17 0a8.5 8.5 0 1 0-17 0M15.6 8.4l-2.1 5.1-5.1 2.1 2.1-5.1z",
  sparkle: "M11 3.5l1.7 4.8 4.8 1.7-4.8 1.7L11 16.5l-1.7-4.8L4.5 10l4.8-1.7zM17.5 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z",
  rings: "M4 14.5a5 5 0 1 0 10 0a5 5 0 1 0-10 0M10 14.5a5 5 0 1 0 10 0a5 5 0 1 0-10 0M10.2 4.5h3.6l1.2 1.6L12 8.6 9 6.1z",
  sprout: "M12 20.5V12M12 13.5c0-4.3 2.9-6.8 7.2-6.8 0 4.3-2.9 6.8-7.2 6.8zM12 11.5c0-3.4-2.3-5.4-5.8-5.4 0 3.4 2.3 5.4 5.8 5.4z",
  check: "M5 12.5l4.2 4.2L19 7",
  arrow: "M5 12h14M13 6l6 6-6 6",
  plus: "M12 5v14M5 12h14",
  chevronDown: "M6 9l6 6 6-6",
  externalLink: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
  phone: "M6.6 3.8l2.6-.6 1.6 3.9-1.9 1.3a11 11 0 0 0 4.7 4.7l1.3-1.9 3.9 1.6-.6 2.6a2 2 0 0 1-2 1.6A15.6 15.6 0 0 1 5 5.8a2 2 0 0 1 1.6-2z",
  mapPin: "M12 21s-6-5.3-6-11a6 6 0 0 1 12 0c0 5.7-6 11-6 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  video: "M3 6h13v12H3zM16 10l5-3v10l-5-3",
  star: "M12 3.8l2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z",
  calendar: "M6.5 5.5h11a2.5 2.5 0 0 1 2.5 2.5v9.5a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 17.5V8a2.5 2.5 0 0 1 2.5-2.5zM4 10h16M8.5 3.5v4M15.5 3.5v4",
  users:
    "M5.7 8.5a3.3 3.3 0 1 0 6.6 0a3.3 3.3 0 1 0-6.6 0M3.5 19.5c.4-3.4 2.6-5.5 5.5-5.5s5.1 2.1 5.5 5.5M13.9 9.5a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0-5.2 0M15.5 14.2c2.6-.3 4.6 1.5 5 4.3",
  chat: "M4.5 6.5a2.5 2.5 0 0 1 2.5-2.5h10a2.5 2.5 0 0 1 2.5 2.5v7.5a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 3.5v-3.5A2.5 2.5 0 0 1 4.5 14z",
  alert: "M12 7v6M12 16.5v.5M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17z",
  read: "M5 5.5C7.5 4.5 10 4.6 12 6c2-1.4 4.5-1.5 7-.5v13c-2.5-1-5-.9-7 .5-2-1.4-4.5-1.5-7-.5zM12 6v13.5",
  listen: "M12 3.5a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0v-5a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v3.5M9 20.5h6",
  download: "M7 3.5h7l4 4v13H7zM14 3.5v4h4M12.5 10.5v6M10 14l2.5 2.5L15 14",
  reflect: "M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM15.5 8.5l-2 5-5 2 2-5z",
  close: "M6 6l12 12M18 6L6 18",
  search: "M4.5 10.5a6 6 0 1 0 12 0a6 6 0 1 0-12 0M15.5 15.5l4.5 4.5",
  chevronLeft: "M15 5l-7 7 7 7",
  chevronRight: "M9 5l7 7-7 7",
  drop: "M12 3c0 4-5 6-5 10a5 5 0 0 0 10 0c0-4-5-6-5-10z",
  shieldCheck: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM9 12l2 2 4-4",
  saveFile: "M12 4v11M7 10l5 5 5-5M5 20h14",
  lock: "M7.5 10.5h9a2.5 2.5 0 0 1 2.5 2.5v5a2.5 2.5 0 0 1-2.5 2.5h-9A2.5 2.5 0 0 1 5 18v-5a2.5 2.5 0 0 1 2.5-2.5zM8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5",
  menu: "M4 7h16M4 12h16M4 17h16",
  minus: "M6 12h12",
  play: "M8 5.5v13l10-6.5z",
  pause: "M9 5.5v13M15 5.5v13",
  cookie: "M20.5 12.6A8.5 8.5 0 1 1 11.4 3.5a3 3 0 0 0 4 3.6 3 3 0 0 0 5.1 5.5zM8.5 10h.01M10 15.5h.01M15 14.5h.01",
  heartAlert:
    "M12 21s-7.5-4.4-9.3-9.2C1.5 8.6 3.4 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.4 0 5.3 3.6 4.1 6.8C19.5 16.6 12 21 12 21zM12 10v4M12 17h.01",
  waves: "M4 12c2-4 4-4 6 0s4 4 6 0 3-3 4-1M4 17c2-3 4-3 6 0s4 3 6 0",
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  screen: "M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2",
} as const;

export type IconName = keyof typeof PATHS;

/** Every icon's name, for the style guide. */
export const iconNames = /* @__PURE__ */ Object.keys(PATHS) as IconName[];

export function Icon({ name, size = 24, className = "", strokeWidth = 1.8 }: { name: IconName; size?: number; className?: string; strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/**
 * The reviews service's mark (a four-colour "G"), for the rating stat. A logo in its own colours, so
 * a picture file like the site's other drawn art: the homepage shows it and its JavaScript does not
 * carry the drawing. Lazy: React preloads every eager image of the server HTML, and this one must not
 * compete with the hero's.
 */
export function ReviewsServiceIcon({ size = 28, className = "" }: { size?: number; className?: string }) {
  return (
    <img src="/images/art/reviews-service-mark.svg" width={size} height={size} alt="" loading="lazy" decoding="async" className={`shrink-0 ${className}`} />
  );
}
