import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge told about the theme's own scales (app.css), so a later `shadow-lift` replaces an
 * earlier `shadow-soft` and `rounded-card` is a radius, not a colour.
 */
const twMerge = extendTailwindMerge({
  extend: { theme: { shadow: ["soft", "lift"], radius: ["card"] } },
});

/** Class names joined, with the later Tailwind utility winning over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
