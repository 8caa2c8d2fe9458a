import { therapists } from "~/content/therapists";
import { TherapistPortrait } from "~/components/art/therapist-portrait";

/** Decorative header art for team pages: the clinicians' portraits in a staggered grid. */
export function TeamCollage() {
  return (
    <div aria-hidden="true" className="grid grid-cols-3 gap-3 sm:gap-4">
      {therapists.map((t, i) => (
        <div key={t.slug} className={i % 3 === 1 ? "translate-y-6" : ""}>
          <TherapistPortrait person={t} size={140} alt="" className="aspect-square h-auto w-full shadow-soft" rounded="rounded-[1.75rem]" />
        </div>
      ))}
    </div>
  );
}
