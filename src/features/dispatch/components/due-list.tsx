import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DueOrder } from '../board-types';
import { DueCard } from './due-card';

/** Cards shown at first, and added each time the end of the list comes into sight. */
export const DUE_PAGE = 40;

interface DueListProps {
  shown: readonly DueOrder[];
  labelledBy: string;
  onAssign: (order: DueOrder, anchor: HTMLElement) => void;
}

/**
 * The due orders' cards, a page at a time: a day of 2,000 orders due renders its first 40 cards
 * (the board is usable at once, and a drag re-renders only the cards on the page), more as the
 * list is scrolled to its end, or with the "show more" button (keyboard and screen readers).
 */
export function DueList({ shown, labelledBy, onAssign }: DueListProps) {
  const { t } = useTranslation('dispatch');
  const [count, setCount] = useState(DUE_PAGE);
  const end = useRef<HTMLLIElement | null>(null);
  const more = shown.length - count;

  useEffect(() => {
    const sentinel = end.current;
    if (sentinel === null || more <= 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setCount((now) => now + DUE_PAGE);
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more]);

  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        overflowY: 'auto',
        minHeight: 0,
        flex: 1,
      }}
    >
      {shown.slice(0, count).map((order) => (
        <DueCard key={order.order_id} order={order} onAssign={onAssign} />
      ))}
      {more > 0 && (
        <Box component="li" ref={end} sx={{ display: 'grid', placeItems: 'center', py: 1 }}>
          <Button size="small" onClick={() => setCount((now) => now + DUE_PAGE)}>
            {t('due.more', { count: Math.min(more, DUE_PAGE), left: more })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
