/**
 * How far the start has come: 0 at first, 1 once the stored state is read back (the theme may
 * render: its colour, radius and direction are stored), 2 once the texts are in and the opening
 * route's chunks have arrived (the first screen may render). Until then the providers show a plain
 * loader, not a suspended boundary: React holds a suspended boundary's fallback for 300 ms at
 * least once shown, so a first screen that suspends shows that much later than its chunks and
 * texts arrive.
 */
export interface StartProgress {
  subscribe: (onChange: () => void) => () => void;
  stage: () => number;
  /** Moves on to `stage` (never back). */
  reach: (stage: number) => void;
}

export function startProgress(): StartProgress {
  let current = 0;
  const listeners = new Set<() => void>();
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    stage: () => current,
    reach: (stage) => {
      current = Math.max(current, stage);
      for (const listener of listeners) listener();
    },
  };
}
