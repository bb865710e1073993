import { act, render, screen } from '@testing-library/react';
import { fakeIntersectionObserver } from '@/testing/fake-intersection-observer';
import { useSeenOnce } from '../hooks/use-seen-once';

/** Draws its element only when told to, as a route draws its stops once it has some. */
function Probe({ withElement = true }: { withElement?: boolean }) {
  const { ref, seen } = useSeenOnce<HTMLDivElement>();
  return withElement ? <div ref={ref}>{seen ? 'drawn' : 'waiting'}</div> : null;
}

// what the board draws late is drawn once it comes near the screen, and stays drawn
describe('useSeenOnce', () => {
  test('counts everything as seen where the browser cannot tell', () => {
    render(<Probe />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  test('is not seen until the element comes near the screen, then stays seen', () => {
    const { observers, restore } = fakeIntersectionObserver();
    try {
      const { rerender } = render(<Probe withElement={false} />);
      expect(observers).toHaveLength(0);
      // the element comes later (a route's first stop): it is watched from then on
      rerender(<Probe />);
      expect(screen.getByText('waiting')).toBeInTheDocument();
      act(() => observers[0]?.callback([{ isIntersecting: false }]));
      expect(screen.getByText('waiting')).toBeInTheDocument();
      act(() => observers[0]?.callback([{ isIntersecting: true }]));
      expect(screen.getByText('drawn')).toBeInTheDocument();
      expect(observers[0]?.disconnected).toBe(true);
    } finally {
      restore();
    }
  });
});
