import { toasts as limits } from '@shared/constants';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000, docs/product.md#shell). */
  durationMs?: number;
  action?: { label: string; altText?: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

/**
 * The toast queue lives outside React so `toast()` can be called from anywhere (an API error handler, a
 * mutation callback). At most 5 are kept (docs/product.md#shell): a sixth pushes the oldest out. A dismissed
 * toast stays in the list, closed, for 5 s so its exit animation can play, then is removed.
 */
let items: ToastItem[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      items = items.filter((t) => t.id !== id);
      emit();
    }, limits.removeDelayMs),
  );
}

export function dismissToast(id?: string) {
  items = items.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of items) if (!t.open) scheduleRemoval(t.id);
  emit();
}

function updateToast(id: string, input: ToastInput) {
  items = items.map((t) => (t.id === id ? { ...t, ...input } : t));
  emit();
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  items = [{ ...input, id, open: true }, ...items].slice(0, limits.limit);
  emit();
  return { id, dismiss: () => dismissToast(id), update: (next: ToastInput) => updateToast(id, next) };
}

toast.dismiss = dismissToast;

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): ToastItem[] {
  return items;
}

/** Test helper: forget every toast and timer. */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  items = [];
  emit();
}
