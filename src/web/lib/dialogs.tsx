import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * App-wide dialogs opened from anywhere (navbar, mobile menu, a page's "Sign in to subscribe"): one is open
 * at a time and `GlobalDialogs` renders it.
 */
export interface SignInDialogOptions {
  title?: string;
  description?: string;
  sourcePage?: string;
  returnPath?: string;
}

export interface DialogOptionsByName {
  signIn: SignInDialogOptions;
  feedback: Record<string, never>;
  info: Record<string, never>;
}

export type DialogName = keyof DialogOptionsByName;

export type OpenDialog = { [N in DialogName]: { name: N; options: DialogOptionsByName[N] } }[DialogName];

interface DialogsContextValue {
  current: OpenDialog | null;
  open: <N extends DialogName>(name: N, options?: DialogOptionsByName[N]) => void;
  close: () => void;
}

/** Longer than the dialogs' exit animation (fade/zoom out, 120 ms). */
const dialogExitMs = 200;

const DialogsContext = createContext<DialogsContextValue | null>(null);

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenDialog | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const open = useCallback(<N extends DialogName>(name: N, options?: DialogOptionsByName[N]) => {
    if (typeof document !== 'undefined') returnFocusTo.current = document.activeElement as HTMLElement | null;
    setCurrent({ name, options: options ?? {} } as OpenDialog);
  }, []);
  const close = useCallback(() => {
    setCurrent(null);
    // These dialogs have no Radix trigger to hand focus back to, so keyboard users would land on <body>.
    // Once the exit animation is over, return focus to where it was (or to the main content when that
    // element is gone, e.g. a button inside the closed mobile menu).
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const fallback = document.getElementById('main-content');
      (target?.isConnected ? target : fallback)?.focus({ preventScroll: true });
    }, dialogExitMs);
  }, []);
  const value = useMemo(() => ({ current, open, close }), [current, open, close]);
  return <DialogsContext.Provider value={value}>{children}</DialogsContext.Provider>;
}

export function useDialogs(): DialogsContextValue {
  const value = useContext(DialogsContext);
  if (!value) throw new Error('useDialogs must be used inside <DialogsProvider>');
  return value;
}
