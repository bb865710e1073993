import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { viewportResized } from '../menu-slice';

/** Reports the window width to the menu once on mount and on every resize. */
export function useViewportWidth(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const report = () => dispatch(viewportResized(window.innerWidth));
    report();
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [dispatch]);
}
