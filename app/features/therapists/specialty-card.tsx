/**
 * One specialty or client group on a profile: a small line icon and a label. The icon is
 * picked from the words in the label so new specialties in therapists.ts need no code change.
 */
export const SPECIALTY_ICONS: { match: RegExp; path: string }[] = [
  { match: /premarital|engaged|wedding|newly married/i, path: "M8 14a4 4 0 1 0 0-.01M16 14a4 4 0 1 0 0-.01M10 6l2-2 2 2" },
  { match: /trust|affair|crisis|rebuild/i, path: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10zM12 8v4l2 2" },
  { match: /anxiety|burnout|stress|overthinking|perfection/i, path: "M4 12c2-4 4-4 6 0s4 4 6 0 3-3 4-1M4 17c2-3 4-3 6 0s4 3 6 0" },
  {
    match: /family|in-law|boundar|blended|parent/i,
    path: "M7 9a2.5 2.5 0 1 0 0-.01M17 9a2.5 2.5 0 1 0 0-.01M12 12a2 2 0 1 0 0-.01M3 19c0-3 2-5 4-5s4 2 4 5M13 19c0-3 2-5 4-5s4 2 4 5",
  },
  {
    match: /bipoc|black|latine|asian|culture|intercultural|interracial|identity|lgbtq|queer|faith/i,
    path: "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  },
  { match: /screen|phone|digital/i, path: "M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2" },
  {
    match: /communicat|fight|conversation/i,
    path: "M4 5h11a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM18 9h2a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-1v3l-3-3h-4",
  },
];
const DEFAULT_ICON = "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z";

export function iconPathFor(label: string): string {
  return SPECIALTY_ICONS.find((i) => i.match.test(label))?.path ?? DEFAULT_ICON;
}

export function SpecialtyCard({ label, description, tone = "teal" }: { label: string; description?: string; tone?: "teal" | "coral" }) {
  const toneClass = tone === "teal" ? "bg-teal-50 text-teal-700" : "bg-coral-50 text-coral-700";
  return (
    <div className="flex h-full items-start gap-3 rounded-2xl border border-line bg-white p-4" data-testid="specialty-card">
      <span className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${toneClass}`}>
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={iconPathFor(label)} />
        </svg>
      </span>
      <span className="pt-2">
        <span className="block leading-snug font-medium text-ink">{label}</span>
        {description ? <span className="mt-1 block text-sm text-ink-soft">{description}</span> : null}
      </span>
    </div>
  );
}
