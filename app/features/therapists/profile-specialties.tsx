import { SpecialtyCard } from "./specialty-card";
import type { ProfileView } from "./therapist-profile.server";

/** What the clinician specializes in, and who they work with; an odd last card spans the row instead of leaving half of it empty. */
export function ProfileSpecialties({ therapist: t }: { therapist: ProfileView }) {
  return (
    <section className="bg-sand py-14 sm:py-20" aria-labelledby="specialties-heading">
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          {/* The profile page's panel titles keep the body's line height; `panel` would tighten them, a visible change left for a design pass. */}
          <h2 id="specialties-heading" className="font-display text-[clamp(1.5rem,1.3rem+1vw,2rem)] text-ink">
            Specialties
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {t.specialties.map((s) => (
              <li key={s} className="sm:odd:last:col-span-2">
                <SpecialtyCard label={s} />
              </li>
            ))}
          </ul>
        </div>
        <div>
          {/* The profile page's panel titles keep the body's line height; `panel` would tighten them, a visible change left for a design pass. */}
          <h2 className="font-display text-[clamp(1.5rem,1.3rem+1vw,2rem)] text-ink">Who {t.firstName} works with</h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {t.worksWith.map((s) => (
              <li key={s} className="sm:odd:last:col-span-2">
                <SpecialtyCard label={s} tone="coral" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
