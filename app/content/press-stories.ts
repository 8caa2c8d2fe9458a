import { pressByTier, type PressMention } from "./press";

/** A press mention with what the piece was about (the practice confirms each before launch). */
export interface PressStory extends PressMention {
  topic: string;
  year: number;
  /** What the piece was about, in a sentence. */
  summary: string;
}

/** By mention slug; a mention appears on /media and /founder only with its story. */
const stories: Record<string, Pick<PressStory, "topic" | "year" | "summary">> = {};

/** Every mention with its story, tier 1 first. */
export function pressStoriesByTier(): PressStory[] {
  return pressByTier().flatMap((mention) => {
    const story = stories[mention.slug];
    return story ? [{ ...mention, ...story }] : [];
  });
}
