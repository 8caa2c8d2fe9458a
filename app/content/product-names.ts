/**
 * The practice's own names ("Vibe Check", "The Clarity Drip") stay on one line: a headline or a
 * button never breaks between their words. Copy writes them with a non-breaking space through
 * these constants, or passes a whole string through `keepNamesTogether`.
 */
export const VIBE_CHECK = "Vibe\u00a0Check";

const NAMES = [/Vibe Check/g, /Clarity Drip/g];

export function keepNamesTogether(text: string): string {
  return NAMES.reduce((t, name) => t.replace(name, (m) => m.replace(" ", "\u00a0")), text);
}
