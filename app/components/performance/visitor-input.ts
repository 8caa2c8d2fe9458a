import { useLayoutEffect, type RefObject } from "react";

/**
 * What a visitor typed, ticked or chose before the page's code ran stays theirs.
 *
 * Hydration keeps the server's elements and whatever is in them, but a component's state starts
 * from what the server rendered: a controlled input would show the visitor's text until its first
 * re-render, then React would write the state's empty value over it. So a form whose inputs
 * follow state adopts the page once, as it mounts, before anything re-renders.
 *
 * While hydrating, React records what it rendered as each control's default (`defaultValue`,
 * `defaultChecked`, `defaultSelected`); a control whose live value differs from it was changed by
 * the visitor. A form rendered fresh (a client-side navigation) has nothing to adopt.
 */
export function holdsVisitorInput(root: ParentNode): boolean {
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked !== control.defaultChecked) return true;
    } else if (control.value !== control.defaultValue) {
      return true;
    }
  }
  return false;
}

/**
 * Once, as the component mounts: if the element holds input the visitor gave before the code ran,
 * call `adopt` with it (to set the state that controls those inputs), before the browser paints
 * and before anything else can re-render them. Focus and the caret stay where they were: the
 * elements are the same, and a value set to what it already is moves nothing.
 */
export function useAdoptVisitorInput<T extends HTMLElement>(ref: RefObject<T | null>, adopt: (root: T) => void): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (root && holdsVisitorInput(root)) adopt(root);
    // Once: later renders are React's own, from state that already holds the visitor's input.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- adopting twice would undo later edits
  }, []);
}

/** A form that only the page's code can answer carries this attribute (early-submits.server.ts holds its submit until then). */
export const SUBMIT_NEEDS_SCRIPT_ATTRIBUTE = "data-submit-needs-script";
/** Set on such a form by the start-up listener when the visitor sent it before the code was live. */
export const QUEUED_ATTRIBUTE = "data-submit-queued";
/** Set by the form's code once its own submit handler is attached. */
export const LIVE_ATTRIBUTE = "data-submit-live";

/**
 * For a form with `SUBMIT_NEEDS_SCRIPT_ATTRIBUTE`: once its submit handler is attached, mark it
 * live and send a submission the visitor made while it was not.
 */
export function useQueuedSubmit(ref: RefObject<HTMLFormElement | null>): void {
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(LIVE_ATTRIBUTE, "");
    if (!form.hasAttribute(QUEUED_ATTRIBUTE)) return;
    // In a task of its own: by then the render that adopts the visitor's input (a state update in
    // this same commit) is on the page, and the submit handler reads that state, not the server's.
    const timer = window.setTimeout(() => {
      form.removeAttribute(QUEUED_ATTRIBUTE);
      form.removeAttribute("aria-busy");
      form.requestSubmit();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ref]);
}
