import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { clsx } from "clsx";

/**
 * The site's buttons, declared once. Links and buttons share the look: `ButtonLink` for anything
 * that navigates, `Button` for anything that acts. A caller's `className` adds placement (`mt-6`,
 * `w-full`, `self-start`), never a second value for a property a variant sets: without
 * tailwind-merge (too heavy for the first load) two values would race in the stylesheet's order.
 */
const buttonVariants = cva("inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition", {
  variants: {
    variant: {
      /** The one main action of a view: teal, filled. */
      primary: "bg-teal-700 text-white shadow-soft hover:bg-teal-800",
      /** The action beside the main one: teal outline. */
      secondary: "border border-teal-700 text-teal-800 hover:bg-teal-50",
      /** A quiet action that reads as a link. */
      ghost: "text-teal-800 underline underline-offset-4 hover:text-teal-900",
      /** Urgent or irreversible: coral, filled (the crisis line, deleting). */
      destructive: "bg-coral-700 text-white hover:bg-coral-800",
      /** The main action on a dark teal band: cream, filled. */
      inverse: "bg-cream text-teal-900 hover:bg-white",
    },
    size: {
      sm: "min-h-11 px-5 text-sm",
      md: "min-h-12 px-6",
      lg: "min-h-14 px-8 text-lg",
      /** A text link's size: the tap height, little padding. */
      inline: "min-h-12 px-3",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/** The classes of a button, for an element that is neither a `<button>` nor a link (a `<summary>`, a `<label>`). */
export function buttonClasses({ variant, size, className }: ButtonVariantProps & { className?: string } = {}): string {
  return clsx(buttonVariants({ variant, size }), className);
}

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & ButtonVariantProps) {
  return <button type={type} className={buttonClasses({ variant, size, className: clsx("cursor-pointer", className) })} {...props} />;
}

type LinkOnlyProps = "prefetch" | "replace" | "state" | "preventScrollReset" | "relative" | "reloadDocument" | "viewTransition" | "discover";
type ButtonLinkProps = Omit<ComponentProps<typeof Link>, "to"> & ButtonVariantProps & { to: string };

/** A path this app routes: React Router's `Link`; a hash, tel:, mailto: or another site: a plain `<a>`. */
function isRoutedPath(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}

export function ButtonLink({ to, variant, size, className, children, ...props }: ButtonLinkProps) {
  const classes = buttonClasses({ variant, size, className });
  if (isRoutedPath(to)) {
    return (
      <Link to={to} className={classes} {...props}>
        {children}
      </Link>
    );
  }
  const {
    prefetch: _prefetch,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    reloadDocument: _reloadDocument,
    viewTransition: _viewTransition,
    discover: _discover,
    ...anchorProps
  } = props as typeof props & Partial<Record<LinkOnlyProps, unknown>>;
  return (
    <a href={to} className={classes} {...anchorProps}>
      {children}
    </a>
  );
}
