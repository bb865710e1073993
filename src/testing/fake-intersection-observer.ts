// The browser's IntersectionObserver, played by hand (jsdom has none): a test says when what is
// watched comes near the screen.
type Callback = (entries: { isIntersecting: boolean }[]) => void;

export interface WatchedByHand {
  callback: Callback;
  disconnected: boolean;
}

/** Installs the fake until `restore`; `observers` lists each observer made, in order. */
export function fakeIntersectionObserver() {
  const original = globalThis.IntersectionObserver;
  const observers: WatchedByHand[] = [];
  class FakeIntersectionObserver {
    private readonly entry: WatchedByHand;
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {
      // the test decides when it intersects
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  globalThis.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    observers,
    /** Everything watched so far comes near the screen. */
    allInSight: () => {
      for (const observer of [...observers])
        if (!observer.disconnected) observer.callback([{ isIntersecting: true }]);
    },
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
