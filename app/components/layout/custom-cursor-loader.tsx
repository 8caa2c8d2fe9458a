import { lazyIsland } from "~/components/performance/lazy-island";

/**
 * The custom cursor is decoration: its code loads only on a mouse-driven device without reduced
 * motion, and only once the browser is idle after the page has loaded, so it never competes with
 * the first paint or the first interaction.
 */
const CustomCursor = lazyIsland(() => import("./custom-cursor"), {
  when: "idle",
  media: "(pointer: fine) and (hover: hover) and (prefers-reduced-motion: no-preference)",
});

export function CustomCursorLoader() {
  return CustomCursor.useTrigger() ? <CustomCursor /> : null;
}
