import { useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { isHydrating } from "~/components/performance/first-hydration";

/**
 * Illustrations that React does not hydrate (decision 0013).
 *
 * The site's art is inline SVG: a portrait or a service illustration is 20 to 60 elements, and on
 * the homepage and the service indexes the art is a third of the page. Hydrating it means React
 * walks and claims every one of those elements on a phone's main thread, for pictures that never
 * change. So while the page is being hydrated, an illustration renders as its `<svg>` element with
 * an empty `dangerouslySetInnerHTML`: React keeps the server's markup inside as it is and creates
 * nothing for it (it does not compare or patch inner HTML when hydrating). Rendered in the browser
 * after that (a client-side navigation), it renders its children as usual.
 *
 * The content may be given as a function: then a page being hydrated does not even build it.
 *
 * `contentKey` names what the picture shows; if it changes after hydration, the picture is drawn
 * again from its children. And should React ever have to render the page from scratch (it does
 * that when hydration fails), an illustration that finds itself empty does the same.
 */
type StaticSvgProps = Omit<ComponentPropsWithoutRef<"svg">, "children"> & { contentKey: string; children: ReactNode | (() => ReactNode) };

export function StaticSvg({ contentKey, children, ...props }: StaticSvgProps) {
  const [keptKey, setKeptKey] = useState<string | null>(() => (isHydrating() ? contentKey : null));
  const ref = useRef<SVGSVGElement>(null);
  const keepServerMarkup = keptKey !== null && keptKey === contentKey;

  useLayoutEffect(() => {
    if (keepServerMarkup && !ref.current?.hasChildNodes()) setKeptKey(null);
  }, [keepServerMarkup]);

  // Distinct keys: switching from kept markup to children makes a new element, not a patched one.
  if (keepServerMarkup) return <svg key="server" ref={ref} {...props} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  return (
    <svg key="client" ref={ref} {...props}>
      {typeof children === "function" ? children() : children}
    </svg>
  );
}

const SERVER_MARKUP = { __html: "" };
