import { newTabNote } from "~/content/navigation";
import { site } from "~/content/site";
import { classes } from "./variants";

const roundLinkTones = {
  /** On the footer's dark teal. */
  onTeal: "h-11 w-11 border-teal-700 text-teal-50 hover:border-teal-200 hover:bg-teal-800",
  /** On a light page, lifted off it. */
  onLight: "h-12 w-12 border-line bg-white text-teal-800 shadow-soft hover:bg-teal-50",
};

/** The practice's social profiles as a row of round icon links, each named for a screen reader and opening in a new tab. */
export function SocialLinks({ tone, className }: { tone: keyof typeof roundLinkTones; className?: string }) {
  return (
    <ul className={classes("flex gap-3", className)} aria-label="Social media">
      {site.social.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            className={classes("inline-flex items-center justify-center rounded-full border transition", roundLinkTones[tone])}
            aria-label={`${site.name} on ${s.name}${newTabNote}`}
          >
            <SocialIcon name={s.name} className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Simple line icons for the four social networks (drawn for this site; no icon font or CDN). */
export function SocialIcon({ name, className }: { name: string; className?: string }) {
  const common = {
    viewBox: "0 0 24 24",
    width: 24,
    height: 24,
    className,
    "aria-hidden": true as const,
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 1.8,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
  };
  switch (name) {
    case "Instagram":
      return (
        <svg {...common}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </svg>
      );
    case "Facebook":
      return (
        <svg {...common}>
          <path d="M14.5 8H16V4.5h-2.3C11.5 4.5 10 6 10 8.4V11H7.5v3.4H10V20h3.5v-5.6H16l.5-3.4h-3V8.9c0-.6.4-.9 1-.9z" />
        </svg>
      );
    case "TikTok":
      return (
        <svg {...common}>
          <path d="M14 3.5v11.2a3.7 3.7 0 1 1-3.2-3.7" />
          <path d="M14 3.5c.4 2.6 2.3 4.5 5 4.7" />
        </svg>
      );
    case "LinkedIn":
      return (
        <svg {...common}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
          <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.7 1-2.6 2.3-2.6s2.2.8 2.2 2.6V16" />
        </svg>
      );
    default:
      return null;
  }
}
