import { useEffect, useRef } from "react";
import { Toast } from "radix-ui";
import { dismissToast, TOAST_DURATION, useToasts } from "./use-toast";
import { Icon } from "./icons";

/** Radix Toast gives the F8 hotkey, swipe-to-dismiss and the live region. */
export function Toaster({ focusViewportOnMount = false }: { focusViewportOnMount?: boolean }) {
  const toasts = useToasts();
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // The F8 press that loaded this code should still land on the notifications.
    if (focusViewportOnMount) viewportRef.current?.focus();
  }, [focusViewportOnMount]);
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant ?? "default"}
          className={`toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lift ${
            t.variant === "destructive" ? "border-coral-700 bg-coral-700 text-white" : "border-line bg-white text-ink"
          }`}
        >
          <div className="grid gap-1">
            {t.title ? <Toast.Title className="font-semibold">{t.title}</Toast.Title> : null}
            {t.description ? <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description> : null}
          </div>
          {t.action}
          <Toast.Close
            aria-label="Close"
            className="absolute top-2.5 right-2.5 inline-flex h-8 w-8 items-center justify-center rounded-full opacity-80 hover:opacity-100"
          >
            <Icon name="close" size={16} strokeWidth={2} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewportRef}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4"
      />
    </Toast.Provider>
  );
}
