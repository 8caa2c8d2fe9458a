import { Icon, type IconName } from "~/components/ui/icons";
import { specialtyFamilyNames } from "~/content/therapist-profile-page";

/**
 * One specialty or client group on a profile: a small line icon and a label. The icon is
 * picked from the words in the label so new specialties in therapists.ts need no code change:
 * each family of specialties, its icon and its name in the style guide.
 */
export const SPECIALTY_ICONS: { match: RegExp; icon: IconName; name: string }[] = [
  { match: /premarital|engaged|wedding|newly married/i, icon: "rings", name: specialtyFamilyNames.premarital },
  { match: /trust|affair|crisis|rebuild/i, icon: "shieldCheck", name: specialtyFamilyNames.trust },
  { match: /anxiety|burnout|stress|overthinking|perfection/i, icon: "waves", name: specialtyFamilyNames.anxiety },
  { match: /family|in-law|boundar|blended|parent/i, icon: "users", name: specialtyFamilyNames.family },
  { match: /bipoc|black|latine|asian|culture|intercultural|interracial|identity|lgbtq|queer|faith/i, icon: "globe", name: specialtyFamilyNames.culture },
  { match: /screen|phone|digital/i, icon: "screen", name: specialtyFamilyNames.screens },
  { match: /communicat|fight|conversation/i, icon: "chat", name: specialtyFamilyNames.communication },
];

export function specialtyIcon(label: string): IconName {
  return SPECIALTY_ICONS.find((i) => i.match.test(label))?.icon ?? "heart";
}

export function SpecialtyCard({ label, description, tone = "teal" }: { label: string; description?: string; tone?: "teal" | "coral" }) {
  const toneClass = tone === "teal" ? "bg-teal-50 text-teal-700" : "bg-coral-50 text-coral-700";
  return (
    <div className="flex h-full items-start gap-3 rounded-2xl border border-line bg-white p-4" data-testid="specialty-card">
      <span className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${toneClass}`}>
        <Icon name={specialtyIcon(label)} size={22} strokeWidth={1.6} />
      </span>
      <span className="pt-2">
        <span className="block leading-snug font-medium text-ink">{label}</span>
        {description ? <span className="mt-1 block text-sm text-ink-soft">{description}</span> : null}
      </span>
    </div>
  );
}
