import type { PressMention } from "~/content/press";

/**
 * A press outlet's name set as a wordmark: real text (its accessible name is the outlet's name),
 * with a typographic treatment of its own from the press list's `image.style` (the `.wordmark`
 * rules in app.css: type families from the visitor's system, case, weight, tracking, rules and
 * boxes). Evocative of a masthead, never a copy of the outlet's logo. Styles that set the first word
 * apart (a monogram, a small "The") get it in a span of its own.
 */
export function PressLogo({
  mention,
  height = 32,
  className = "",
  decorative = false,
}: {
  mention: Pick<PressMention, "name" | "image">;
  /** The wordmark's height in CSS pixels. */
  height?: number;
  className?: string;
  /** Hide from assistive tech when the outlet's name is printed next to the logo. */
  decorative?: boolean;
}) {
  const { name, image } = mention;
  const space = name.indexOf(" ");
  return (
    <span
      className={`wordmark ${className}`}
      data-wordmark={image.style}
      data-press-logo={name}
      style={{ height, fontSize: height * 0.56 }}
      aria-hidden={decorative || undefined}
    >
      {space > 0 ? (
        <>
          <span>{name.slice(0, space)}</span> <span>{name.slice(space + 1)}</span>
        </>
      ) : (
        <span>{name}</span>
      )}
    </span>
  );
}
