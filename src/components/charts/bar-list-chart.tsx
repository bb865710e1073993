import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartTooltip } from './chart-tooltip';
import { useElementWidth } from './use-element-width';

export interface BarDatum {
  key: string;
  /** The name of the bar (a product, a zone). */
  label: string;
  value: number;
  /** The value as shown at the end of the bar (`120 · 45 %`). */
  valueText: string;
  /** What the tooltip says: a title line, then the figures. */
  tooltip: readonly string[];
}

export interface BarListChartProps {
  data: readonly BarDatum[];
  /** The accessible summary of the whole chart (it is one image to assistive technology). */
  label: string;
  /** The value a full bar stands for (the total, for shares); defaults to the largest value. */
  scaleMax?: number;
}

const ROW = 46;
const BAR = 12;
const FONT = 13;
// a rough average glyph width, to cut a long name before it runs into its value
const GLYPH = 7.2;

function cut(text: string, room: number): string {
  const fits = Math.max(Math.floor(room / GLYPH), 4);
  return text.length <= fits ? text : `${text.slice(0, fits - 1)}…`;
}

/**
 * A light SVG list of horizontal bars, one row per datum: its name and value above a bar whose
 * length is the value's part of `scaleMax` over a track, theme colours (primary, secondary for the
 * bar under the pointer) and a tooltip per bar. Mirrored in right-to-left languages.
 */
export function BarListChart({ data, label, scaleMax }: BarListChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [ref, width] = useElementWidth(360);
  const [active, setActive] = useState<number | null>(null);
  const max = scaleMax ?? Math.max(0, ...data.map((datum) => datum.value));
  const height = Math.max(data.length, 1) * ROW;
  const mirror = (x: number, size = 0) => (rtl ? width - x - size : x);
  const barY = (index: number) => index * ROW + 24;
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
        {data.map((datum, index) => {
          const length = max > 0 ? (datum.value / max) * width : 0;
          const room = width - datum.valueText.length * GLYPH - 12;
          return (
            <g key={datum.key}>
              <text
                x={mirror(0)}
                y={index * ROW + 15}
                textAnchor={rtl ? 'end' : 'start'}
                fontSize={FONT}
                fill={theme.palette.text.primary}
              >
                {cut(datum.label, room)}
              </text>
              <text
                x={mirror(width)}
                y={index * ROW + 15}
                textAnchor={rtl ? 'start' : 'end'}
                fontSize={FONT}
                fill={theme.palette.text.secondary}
              >
                {datum.valueText}
              </text>
              <rect
                x={0}
                y={barY(index)}
                width={width}
                height={BAR}
                rx={BAR / 2}
                fill={theme.palette.action.hover}
              />
              <rect
                data-bar={datum.key}
                x={mirror(0, length)}
                y={barY(index)}
                width={length}
                height={BAR}
                rx={BAR / 2}
                fill={active === index ? theme.palette.secondary.main : theme.palette.primary.main}
              />
              <rect
                data-testid={`bar-${datum.key}`}
                x={0}
                y={index * ROW}
                width={width}
                height={ROW}
                fill="transparent"
                onMouseEnter={() => setActive(index)}
                onClick={() => setActive(index)}
              />
            </g>
          );
        })}
      </svg>
      {activeDatum && active !== null && (
        <ChartTooltip
          lines={activeDatum.tooltip}
          x={mirror(Math.max(((activeDatum.value / (max || 1)) * width) / 2, 0))}
          y={barY(active)}
          width={width}
        />
      )}
    </Box>
  );
}
