/**
 * Run `callback` once `element` comes within `margin` of the viewport (at once where there is no
 * IntersectionObserver), so code for a part of the page nobody has scrolled to yet (a carousel, a
 * form further down) does not compete with the first seconds of a visit. Returns a cancel function.
 */
export function whenNearViewport(element: Element, callback: () => void, margin = "400px"): () => void {
  if (typeof IntersectionObserver !== "function") {
    callback();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback();
      }
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
