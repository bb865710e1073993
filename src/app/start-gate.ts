/**
 * When the app may render its theme (the stored state read back) and its first screen (the texts
 * in and the opening route's chunks arrived too). Until then the providers show a plain loader, not a
 * suspended boundary: React holds a suspended boundary's fallback for 300 ms at least once shown,
 * so a first screen that suspends shows that much later than its chunks and texts arrive.
 */
export interface StartGate {
  subscribe: (onChange: () => void) => () => void;
  isOpen: () => boolean;
}

/** The two steps of the start: the stored state read back, then the first screen's needs in. */
export interface StartGates {
  stored: StartGate;
  ready: StartGate;
}

/** A gate that opens when `ready` settles (loaded or failed: a failure is shown by the screen). */
export function startGate(ready: Promise<unknown>): StartGate {
  let open = false;
  const listeners = new Set<() => void>();
  const opened = () => {
    open = true;
    for (const listener of listeners) listener();
  };
  ready.then(opened, opened);
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isOpen: () => open,
  };
}

/** The gates, and the calls that open them. */
export function startGates(): {
  gates: StartGates;
  stored: () => void;
  ready: (settled: Promise<unknown>) => void;
} {
  let stored: () => void = () => undefined;
  let ready: (settled: Promise<unknown>) => void = () => undefined;
  const gates: StartGates = {
    stored: startGate(new Promise<void>((resolve) => (stored = resolve))),
    ready: startGate(new Promise<unknown>((resolve) => (ready = resolve))),
  };
  return { gates, stored, ready };
}
