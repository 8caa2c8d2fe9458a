/**
 * Class names joined, falsy ones skipped. The primitives declare their variants as plain tables of
 * class strings read by this one helper rather than class-variance-authority and clsx: on every
 * page's first load a library costs bytes and a chunk of its own, a table costs nothing more than
 * its strings. A caller's `className` only adds (placement: `mt-6`, `w-full`), never a second value
 * for a property a variant sets: without tailwind-merge, two values would race in CSS order.
 */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
