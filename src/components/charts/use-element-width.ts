import { useCallback, useEffect, useState } from 'react';

/**
 * The rendered width of an element, followed with a ResizeObserver, so that an SVG chart can be
 * drawn at its real size (text stays at its font size whatever the width). Where there is no
 * ResizeObserver (jsdom) or before the first measure, `fallback` is used.
 */
export function useElementWidth(fallback: number): [(element: Element | null) => void, number] {
  const [element, setElement] = useState<Element | null>(null);
  const [width, setWidth] = useState(fallback);

  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = (measured: number) => {
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  const ref = useCallback((next: Element | null) => setElement(next), []);
  return [ref, width];
}
