import { useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useOnDemand } from './use-on-demand';

/** Event handlers a stand-in trigger spreads on its button. */
interface StandInTriggerProps {
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onPointerDown: (event: PointerEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Presses not yet taken over, by module. A stand-in can be replaced by another instance of itself before its
 * code arrives — on a first visit the shell's header, drawn while the layout loads, gives way to the
 * layout's own — and the press must not go with the old instance.
 */
const pendingPresses = new WeakSet<() => Promise<unknown>>();

/**
 * A button that stands in for a Radix trigger until the Radix code, fetched on demand (ADR 150), has loaded:
 * hovering or focusing it fetches the code; pressing it, or one of `openingKeys`, also remembers that the
 * reader asked to open, so the real control takes over open (and focused, if the stand-in had focus).
 */
export function useOnDemandTrigger<T>(load: () => Promise<T>, openingKeys: ReadonlySet<string>) {
  const [loaded, request] = useOnDemand(load);
  const [open, setOpen] = useState(() => pendingPresses.has(load));
  const [focused, setFocused] = useState(false);
  const press = () => {
    pendingPresses.add(load);
    setOpen(true);
    request();
  };
  // The real control has opened: the press is spent, and the next instance starts closed.
  useEffect(() => {
    if (loaded && open) pendingPresses.delete(load);
  }, [load, loaded, open]);
  const triggerProps: StandInTriggerProps = {
    onPointerEnter: request,
    onFocus: () => {
      setFocused(true);
      request();
    },
    onBlur: () => setFocused(false),
    onPointerDown: (event) => {
      if (event.button === 0) press();
    },
    onKeyDown: (event) => {
      if (!openingKeys.has(event.key)) return;
      event.preventDefault();
      press();
    },
  };
  return { loaded, open, focused, triggerProps };
}
