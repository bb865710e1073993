import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartTooltip } from './chart-tooltip';
import { labelledIndexes, niceTicks } from './scale';
import { useElementWidth } from './use-element-width';

export interface ColumnDatum {
  key: string;
  value: number;
  /** The label under the column (drawn only where there is room). */
  tick: string;
  /** What the tooltip says: a title line, then the figures. */
  tooltip: readonly string[];
}

export interface ColumnChartProps {
  data: readonly ColumnDatum[];
  /** The accessible summary of the whole chart (it is one image to assistive technology). */
  label: string;
  xAxisLabel: string;
  yAxisLabel: string;
  /** Writes a value of the y axis (a count with the language's grouping). */
  formatTick: (value: number) => string;
  height?: number;
}

const MARGIN = { top: 12, bottom: 46, start: 56, end: 8 };
const FONT = 12;

/**
 * A light SVG column chart (one column per datum, e.g. per day) drawn at its real width: y axis
 * with nice ticks and grid lines, x labels where they fit, both axis titles, the theme's colours
 * (primary columns, secondary for the one under the pointer) and a tooltip per column. Mirrored
 * in right-to-left languages, the first datum on the right.
 */
export function ColumnChart({
  data,
  label,
  xAxisLabel,
  yAxisLabel,
  formatTick,
  height = 260,
}: ColumnChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [ref, width] = useElementWidth(640);
  const [active, setActive] = useState<number | null>(null);

  const plotWidth = Math.max(width - MARGIN.start - MARGIN.end, 10);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const ticks = niceTicks(Math.max(0, ...data.map((datum) => datum.value)));
  const top = ticks[ticks.length - 1] ?? 1;
  const band = plotWidth / Math.max(data.length, 1);
  const barWidth = Math.max(2, Math.min(band * 0.72, 48));
  const labelled = labelledIndexes(data.length, band, 52);
  const baseline = MARGIN.top + plotHeight;
  const valueY = (value: number) => baseline - (value / top) * plotHeight;
  // left to right, or mirrored: every x goes through here
  const mirror = (x: number, size = 0) => (rtl ? width - x - size : x);
  const bandStart = (index: number) => MARGIN.start + index * band;

  const text = theme.palette.text.secondary;
  const grid = theme.palette.divider;
  const activeDatum = active === null ? undefined : data[active];

  return (
    <Box ref={ref} sx={{ position: 'relative', width: '100%' }}>
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ display: 'block', direction: 'ltr', overflow: 'visible' }}
        onMouseLeave={() => setActive(null)}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={mirror(MARGIN.start)}
              x2={mirror(MARGIN.start + plotWidth)}
              y1={valueY(tick)}
              y2={valueY(tick)}
              stroke={grid}
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text
              x={mirror(MARGIN.start - 8)}
              y={valueY(tick)}
              dy="0.32em"
              textAnchor={rtl ? 'start' : 'end'}
              fontSize={FONT}
              fill={text}
            >
              {formatTick(tick)}
            </text>
          </g>
        ))}
        <text
          transform={`translate(${mirror(14)} ${MARGIN.top + plotHeight / 2}) rotate(${rtl ? 90 : -90})`}
          textAnchor="middle"
          fontSize={FONT}
          fill={text}
        >
          {yAxisLabel}
        </text>
        {data.map((datum, index) => {
          const x = bandStart(index) + (band - barWidth) / 2;
          const y = valueY(datum.value);
          return (
            <g key={datum.key}>
              <rect
                data-column={datum.key}
                x={mirror(x, barWidth)}
                y={y}
                width={barWidth}
                height={Math.max(baseline - y, 0)}
                rx={Math.min(3, barWidth / 4)}
                fill={active === index ? theme.palette.secondary.main : theme.palette.primary.main}
              />
              {labelled.has(index) && (
                <text
                  x={mirror(bandStart(index) + band / 2)}
                  y={baseline + 18}
                  textAnchor="middle"
                  fontSize={FONT}
                  fill={text}
                >
                  {datum.tick}
                </text>
              )}
              {/* the whole column's height answers the pointer, not only the bar */}
              <rect
                data-testid={`column-${datum.key}`}
                x={mirror(bandStart(index), band)}
                y={MARGIN.top}
                width={band}
                height={plotHeight}
                fill="transparent"
                onMouseEnter={() => setActive(index)}
                onClick={() => setActive(index)}
              />
            </g>
          );
        })}
        <text
          x={mirror(MARGIN.start + plotWidth / 2)}
          y={height - 6}
          textAnchor="middle"
          fontSize={FONT}
          fill={text}
        >
          {xAxisLabel}
        </text>
      </svg>
      {activeDatum && active !== null && (
        <ChartTooltip
          lines={activeDatum.tooltip}
          x={mirror(bandStart(active) + band / 2)}
          y={valueY(activeDatum.value)}
          width={width}
        />
      )}
    </Box>
  );
}
