import { useEffect, useState, type ReactNode } from "react";

/**
 * Toast state: one toast at a time (a new one replaces the older), dismissed by
 * setting open to false, and removed from memory 1,000,000 ms later. A tiny module-level store so
 * any component (or a plain function after a fetch) can raise a toast without a provider.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5_000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  open: boolean;
  variant?: "default" | "destructive";
  duration?: number;
}

type Listener = (toasts: ToastData[]) => void;

let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => {
    if (id === undefined || t.id === id) {
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  emit();
}

export function updateToast(id: string, patch: Partial<Omit<ToastData, "id">>) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, ...patch } : t));
  emit();
}

export function toast(props: Omit<ToastData, "id" | "open">) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...props, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id), update: (patch: Partial<Omit<ToastData, "id">>) => updateToast(id, patch) };
}

/** Calls the listener with the current toasts now and on every change; returns the unsubscribe. */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): ToastData[] {
  const [state, setState] = useState(toasts);
  useEffect(() => subscribeToToasts(setState), []);
  return state;
}

/** For unit tests: forget every toast and timer. */
export function resetToastsForTests() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  toasts = [];
  emit();
}
