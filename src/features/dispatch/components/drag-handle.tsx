import type { ReactNode } from 'react';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import Box from '@mui/material/Box';

interface DragHandleProps {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * What a piece is dragged by, with the mouse or the keyboard (Space or Enter picks it up, the arrows
 * move it, Space or Enter drops it, Escape cancels): only the handle listens, so the piece's own
 * buttons keep their keys.
 */
export function DragHandle({
  label,
  attributes,
  listeners,
  setActivatorNodeRef,
  disabled = false,
  children,
}: DragHandleProps) {
  if (disabled) return null;
  return (
    <Box
      component="button"
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      sx={{
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: 28,
        alignSelf: 'stretch',
        p: 0,
        border: 0,
        borderRadius: 1,
        color: 'text.secondary',
        bgcolor: 'action.hover',
        cursor: 'grab',
        touchAction: 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {children}
    </Box>
  );
}
