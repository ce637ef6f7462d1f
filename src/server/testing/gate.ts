/** A gate a test opens when it is ready: requests held at `opened` stay in flight until `open()`. */
export interface Gate {
  open: () => void;
  opened: Promise<void>;
}

export function newGate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
