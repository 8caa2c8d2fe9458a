import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { supervisionTooltipCopy } from "~/content/therapist-cards";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Delay before a hover-opened tooltip closes, so the pointer can travel onto it (WCAG 1.4.13). */
const HOVER_CLOSE_DELAY_MS = 150;
const GAP_PX = 8;
const EDGE_PX = 12;

/**
 * The "?" next to a clinician's credentials: supervision details for associates and
 * interns. Opens on hover (only for a real mouse on a hover-capable device), on keyboard focus,
 * on click and on tap; closes on Escape, on an outside click or tap, and on a second click.
 *
 * The text is always the button's accessible description (a hidden element it points to), so a
 * screen reader announces it on focus whatever opened it. The visible bubble is portalled out
 * of the card (into <main>, keeping it inside a landmark), so a carousel's overflow or
 * transform never clips it.
 */
export function SupervisionTooltip({ name, details, className = "" }: { name: string; details: string; className?: string }) {
  const raw = useId();
  const id = `st${raw.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number; arrow: number; above: boolean } | null>(null);
  const open = !dismissed && (hovered || focused || pinned);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  // Where the bubble goes is looked up when it opens, never during render.
  const [bubbleHost, setBubbleHost] = useState<HTMLElement | null>(null);
  const reopen = () => {
    setDismissed(false);
    setBubbleHost(portalTarget(buttonRef.current));
  };
  const close = useCallback(() => {
    cancelClose();
    setPinned(false);
    setHovered(false);
    setDismissed(true);
  }, []);

  const canHover = () => typeof window !== "undefined" && window.matchMedia("(hover: hover) and (pointer: fine)").matches;
  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse" || !canHover()) return;
    cancelClose();
    reopen();
    setHovered(true);
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    closeTimer.current = setTimeout(() => setHovered(false), HOVER_CLOSE_DELAY_MS);
  };

  // Escape and outside clicks close it while it is open.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (buttonRef.current?.contains(target) || bubbleRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close]);

  useEffect(() => cancelClose, []);

  // Place the bubble below the button (above when there is no room), kept inside the viewport.
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const button = buttonRef.current;
      const bubble = bubbleRef.current;
      if (!button || !bubble) return;
      const b = button.getBoundingClientRect();
      const width = bubble.offsetWidth;
      const height = bubble.offsetHeight;
      const centre = b.left + b.width / 2;
      const left = Math.min(Math.max(centre - width / 2, EDGE_PX), window.innerWidth - width - EDGE_PX);
      const above = b.bottom + GAP_PX + height > window.innerHeight - EDGE_PX && b.top - GAP_PX - height > EDGE_PX;
      const top = above ? b.top - GAP_PX - height : b.bottom + GAP_PX;
      setPosition({ top: top + window.scrollY, left: left + window.scrollX, arrow: centre - left, above });
    };
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, { passive: true });
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place);
    };
  }, [open]);

  return (
    <span className={`relative inline-flex align-middle ${className}`} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={supervisionTooltipCopy.label(name)}
        aria-describedby={`${id}-text`}
        aria-expanded={open}
        data-testid="supervision-tooltip-trigger"
        className="relative inline-flex h-6 w-6 items-center justify-center rounded-full border border-teal-700 bg-white text-xs font-bold text-teal-800 transition-colors before:absolute before:-inset-2.5 before:content-[''] hover:bg-teal-700 hover:text-white aria-expanded:bg-teal-700 aria-expanded:text-white"
        onFocus={() => {
          reopen();
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => {
          cancelClose();
          if (open && pinned) {
            close();
          } else {
            reopen();
            setPinned(true);
          }
        }}
      >
        <span aria-hidden="true">?</span>
      </button>
      {/* The accessible description: always present, never shown. */}
      <span id={`${id}-text`} hidden>
        {details}
      </span>
      {open && bubbleHost
        ? createPortal(
            <div
              ref={bubbleRef}
              id={`${id}-bubble`}
              role="tooltip"
              data-testid="supervision-tooltip"
              onPointerEnter={(event) => {
                if (event.pointerType === "mouse") cancelClose();
              }}
              onPointerLeave={onPointerLeave}
              style={{ top: position?.top ?? 0, left: position?.left ?? 0, visibility: position ? "visible" : "hidden" }}
              className="absolute z-[60] w-72 max-w-[calc(100vw-24px)] rounded-2xl bg-ink px-4 py-3 text-left text-sm leading-relaxed font-normal text-white shadow-lift"
            >
              <span className="mb-1 block text-xs font-semibold tracking-wider text-teal-100 uppercase">{supervisionTooltipCopy.eyebrow}</span>
              {details}
              <span
                aria-hidden="true"
                className={`absolute h-3 w-3 rotate-45 bg-ink ${position?.above ? "-bottom-1.5" : "-top-1.5"}`}
                style={{ left: (position?.arrow ?? 0) - 6 }}
              />
            </div>,
            bubbleHost,
          )
        : null}
    </span>
  );
}

/** <main> (static, so the bubble's absolute position is page-relative) or <body> as a fallback. */
function portalTarget(from: HTMLElement | null): HTMLElement {
  return from?.closest("main") ?? document.body;
}
