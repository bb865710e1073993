import Skeleton from '@mui/material/Skeleton';

interface DayFieldPlaceholderProps {
  size: 'small' | 'medium';
  fullWidth: boolean;
  width: number;
}

/** The room of a date field while the pickers (or their locale) load, the first time. */
export function DayFieldPlaceholder({ size, fullWidth, width }: DayFieldPlaceholderProps) {
  return (
    <Skeleton
      variant="rounded"
      height={size === 'small' ? 40 : 56}
      width={fullWidth ? '100%' : width}
    />
  );
}
