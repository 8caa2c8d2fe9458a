import { useEffect, useRef } from "react";

/** The ring grows over these, and a click throws 8 sparks about 80 px out. */
export const CURSOR_TARGETS = "a, button, input, textarea, select, label, [role='button']";
export const SPARK_COUNT = 8;
export const SPARK_RADIUS_PX = 80;

const RING_SIZE = 34;
const HOVER_SCALE = 1.7;
const FOLLOW = 0.24;

/**
 * A decorative ring that trails the mouse. It is drawn on top of the page with
 * pointer-events: none and the system cursor stays, so aiming and the text caret are untouched.
 * One requestAnimationFrame loop, running only while the ring is catching up; passive listeners;
 * transform and opacity only. Mounted by CustomCursorLoader on fine, hover-capable pointers
 * without reduced motion.
 */
export default function CustomCursor() {
  const layerRef = useRef<HTMLDivElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = layerRef.current;
    const ring = ringRef.current;
    if (!layer || !ring) return;

    const target = { x: -100, y: -100, scale: 1 };
    const drawn = { x: -100, y: -100, scale: 1 };
    let frame = 0;
    let visible = false;

    const draw = () => {
      drawn.x += (target.x - drawn.x) * FOLLOW;
      drawn.y += (target.y - drawn.y) * FOLLOW;
      drawn.scale += (target.scale - drawn.scale) * FOLLOW;
      ring.style.transform = `translate3d(${drawn.x - RING_SIZE / 2}px, ${drawn.y - RING_SIZE / 2}px, 0) scale(${drawn.scale})`;
      const settled = Math.abs(target.x - drawn.x) < 0.1 && Math.abs(target.y - drawn.y) < 0.1 && Math.abs(target.scale - drawn.scale) < 0.002;
      frame = settled ? 0 : requestAnimationFrame(draw);
    };
    const wake = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    const show = (yes: boolean) => {
      if (visible === yes) return;
      visible = yes;
      ring.style.opacity = yes ? "1" : "0";
    };

    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return show(false);
      target.x = event.clientX;
      target.y = event.clientY;
      if (!visible) {
        // Appear where the mouse is, rather than flying in from a corner.
        drawn.x = target.x;
        drawn.y = target.y;
      }
      show(true);
      wake();
    };
    const onOver = (event: PointerEvent) => {
      const element = event.target instanceof Element ? event.target : null;
      const hovering = Boolean(element?.closest(CURSOR_TARGETS));
      ring.dataset.hover = String(hovering);
      target.scale = hovering ? HOVER_SCALE : 1;
      wake();
    };
    const onLeave = () => show(false);
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || event.button !== 0) return;
      burst(layer, event.clientX, event.clientY);
    };

    const passive = { passive: true } as const;
    window.addEventListener("pointermove", onMove, passive);
    document.addEventListener("pointerover", onOver, passive);
    document.documentElement.addEventListener("pointerleave", onLeave, passive);
    window.addEventListener("pointerdown", onDown, passive);
    window.addEventListener("blur", onLeave, passive);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", onMove);
      document.removeEventListener("pointerover", onOver);
      document.documentElement.removeEventListener("pointerleave", onLeave);
      window.removeEventListener("pointerdown", onDown);
      window.removeEventListener("blur", onLeave);
    };
  }, []);

  return (
    <div ref={layerRef} data-testid="custom-cursor" aria-hidden="true" className="pointer-events-none fixed inset-0 z-[90] overflow-hidden">
      <div
        ref={ringRef}
        data-hover="false"
        className="absolute top-0 left-0 rounded-full border-2 border-teal-600/70 bg-teal-500/0 opacity-0 transition-[opacity,background-color,border-color] duration-200 will-change-transform data-[hover=true]:border-coral-500/70 data-[hover=true]:bg-coral-500/10"
        style={{ width: RING_SIZE, height: RING_SIZE }}
      />
    </div>
  );
}

/** The click: a soft flash and 8 sparks flying out to about 80 px, then removed. */
function burst(layer: HTMLElement, x: number, y: number) {
  const flash = document.createElement("div");
  flash.dataset.cursorFlash = "";
  flash.className = "absolute rounded-full bg-coral-500/25";
  Object.assign(flash.style, { left: `${x - 24}px`, top: `${y - 24}px`, width: "48px", height: "48px" });
  layer.appendChild(flash);
  flash
    .animate(
      [
        { transform: "scale(0.2)", opacity: 0.9 },
        { transform: "scale(1.6)", opacity: 0 },
      ],
      { duration: 420, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" },
    )
    .finished.finally(() => flash.remove());

  for (let i = 0; i < SPARK_COUNT; i++) {
    const angle = (i / SPARK_COUNT) * Math.PI * 2;
    const dx = Math.cos(angle) * SPARK_RADIUS_PX;
    const dy = Math.sin(angle) * SPARK_RADIUS_PX;
    const spark = document.createElement("div");
    spark.dataset.cursorSpark = "";
    spark.className = `absolute h-1.5 w-1.5 rounded-full ${i % 2 === 0 ? "bg-teal-500" : "bg-coral-500"}`;
    Object.assign(spark.style, { left: `${x - 3}px`, top: `${y - 3}px` });
    layer.appendChild(spark);
    spark
      .animate(
        [
          { transform: "translate(0, 0) scale(1)", opacity: 1 },
          { transform: `translate(${dx}px, ${dy}px) scale(0.4)`, opacity: 0 },
        ],
        { duration: 560, easing: "cubic-bezier(0.15, 0.8, 0.3, 1)" },
      )
      .finished.finally(() => spark.remove());
  }
}
