import { useEffect, useState } from 'react';

/**
 * Whether the element given to `ref` has come near the screen yet (within `margin` of it), and
 * stays so once it has: what is far out of sight is drawn when it is scrolled to, not when the
 * page opens. `ref` is a callback ref, so an element that appears later is watched too. Where the
 * browser cannot tell (no IntersectionObserver), everything counts as seen.
 */
export function useSeenOnce<T extends Element>(margin = '600px') {
  const [element, ref] = useState<T | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (seen || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, margin]);

  return { ref, seen };
}
