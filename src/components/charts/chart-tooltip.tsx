import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface ChartTooltipProps {
  /** The first line is the title (the day, the product...), the others its figures. */
  lines: readonly string[];
  /** Anchor in px inside the chart's box: the point the tooltip stands on. */
  x: number;
  y: number;
  /** The chart's width, to keep the tooltip inside it. */
  width: number;
}

const HALF_WIDTH = 110;

/**
 * The figures of the bar under the pointer, above it. For sighted mouse and touch users only
 * (`aria-hidden`): the chart's label and its table say the same to everybody else.
 */
export function ChartTooltip({ lines, x, y, width }: ChartTooltipProps) {
  const [title, ...rest] = lines;
  const left = Math.min(Math.max(x, HALF_WIDTH), Math.max(width - HALF_WIDTH, HALF_WIDTH));
  return (
    <Paper
      aria-hidden="true"
      elevation={6}
      sx={{
        position: 'absolute',
        left,
        top: y,
        transform: 'translate(-50%, calc(-100% - 8px))',
        px: 1.5,
        py: 1,
        maxWidth: HALF_WIDTH * 2.4,
        pointerEvents: 'none',
        zIndex: 1,
        direction: 'inherit',
      }}
      data-testid="chart-tooltip"
    >
      <Typography variant="subtitle2" component="p" sx={{ whiteSpace: 'nowrap' }}>
        {title}
      </Typography>
      {rest.map((line) => (
        <Typography key={line} variant="body2" component="p" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Paper>
  );
}
