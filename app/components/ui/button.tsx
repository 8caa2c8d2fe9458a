import type { ComponentProps } from "react";
import { Link } from "react-router";
import { classes } from "./variants";

/**
 * The site's buttons, declared once. Links and buttons share the look: `ButtonLink` for anything
 * that navigates, `Button` for anything that acts.
 */
const base = "inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  /** The one main action of a view: teal, filled. */
  primary: "bg-teal-700 text-white shadow-soft hover:bg-teal-800",
  /** The action beside the main one: teal outline. */
  secondary: "border border-teal-700 text-teal-800 hover:bg-teal-50",
  /** A quiet action that reads as a link. */
  ghost: "text-teal-800 underline underline-offset-4 hover:text-teal-900",
  /** Urgent or irreversible: coral, filled (the emergency line, deleting). */
  destructive: "bg-coral-700 text-white hover:bg-coral-800",
  /** Irreversible but one of many (a table row's erase): coral outline, quieter than a fill. */
  caution: "border border-coral-500 bg-white text-coral-700 hover:bg-coral-50",
  /** The main action on a dark teal band: cream, filled. */
  inverse: "bg-cream text-teal-900 hover:bg-white",
  /** A second action on a dark teal band (the footer's directions): a light outline. */
  inverseOutline: "border border-teal-600 text-white hover:border-teal-200 hover:bg-teal-800",
  /** A band's invitation to act (the newsletter signup): a soft coral fill that lifts on hover. */
  invitation: "bg-coral-100 text-teal-900 shadow-lift hover:-translate-y-0.5 hover:bg-white motion-reduce:hover:translate-y-0",
  /** One of a row of small choices (search suggestions, a list of sections): white, outlined, teal on hover. */
  chip: "border border-line bg-white text-ink hover:border-teal-700 hover:text-teal-800",
  /** A service card's own accent colour, filled: the card's one action (the teal card uses `primary`). */
  coral: "bg-coral-700 text-white shadow-soft hover:bg-coral-800",
  plum: "bg-plum-700 text-white shadow-soft hover:bg-plum-800",
  gold: "bg-gold-700 text-white shadow-soft hover:bg-gold-800",
  sage: "bg-sage-700 text-white shadow-soft hover:bg-sage-800",
} as const;

const sizes = {
  sm: "min-h-11 px-5 text-sm",
  md: "min-h-12 px-6",
  lg: "min-h-14 px-8 text-lg",
  /** Two buttons sharing a phone-wide bar. */
  compact: "min-h-12 px-4",
  /** A chip: the tap height, small text. */
  chip: "min-h-11 px-4 text-sm",
  /** A text link's size: the tap height, little padding. */
  inline: "min-h-12 px-3",
  /** A text link's tap height and no padding, so it lines up with the text beside it. */
  flush: "min-h-12",
} as const;

export type ButtonVariant = keyof typeof variants;

export type ButtonVariantProps = { variant?: ButtonVariant; size?: keyof typeof sizes };

/** The classes of a button, for an element that is neither a `<button>` nor a link (a `<summary>`, a `<label>`). */
export function buttonVariants({ variant = "primary", size = "md", className }: ButtonVariantProps & { className?: string } = {}): string {
  return classes(base, variants[variant], sizes[size], className);
}

/** A variant's colours without the button's shape: a tile that takes the primary fill. */
export function buttonFill(variant: ButtonVariant): string {
  return variants[variant];
}

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & ButtonVariantProps) {
  return <button type={type} className={buttonVariants({ variant, size, className: classes("cursor-pointer", className) })} {...props} />;
}

/**
 * React Router's `Link`: it routes this site's paths, resolves a hash against the current page and
 * leaves tel:, sms:, mailto: and other sites to the browser. With `reloadDocument` (a file the
 * router does not serve, an in-page jump that stays native) it is a plain `<a>`, so the router
 * neither handles nor looks up the address.
 */
export function ButtonLink({ variant, size, className, children, ...props }: ComponentProps<typeof Link> & ButtonVariantProps) {
  const classNames = buttonVariants({ variant, size, className });
  if (props.reloadDocument && typeof props.to === "string") {
    const { to, reloadDocument: _reloadDocument, ...anchorProps } = props;
    return (
      <a href={to} className={classNames} {...(anchorProps as ComponentProps<"a">)}>
        {children}
      </a>
    );
  }
  return (
    <Link className={classNames} {...props}>
      {children}
    </Link>
  );
}
