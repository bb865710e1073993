import type { ReactNode } from 'react';
import type { ArtColors } from './art-colors';

// Small drawing pieces shared by the miniature screens: bars stand for text, so the drawings need
// no translation and read the same in both directions.

interface BoxProps {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  r?: number;
  stroke?: string;
}

export function Block({ x, y, w, h, fill, r = 2, stroke }: BoxProps) {
  return (
    <rect
      x={x}
      y={y}
      width={w}
      height={h}
      rx={r}
      fill={fill}
      stroke={stroke}
      strokeWidth={stroke ? 1 : undefined}
    />
  );
}

/** Lines of "text": bars of decreasing length. */
export function TextLines({
  x,
  y,
  w,
  lines,
  fill,
  gap = 6,
  thickness = 3,
}: {
  x: number;
  y: number;
  w: number;
  lines: number;
  fill: string;
  gap?: number;
  thickness?: number;
}) {
  return (
    <>
      {Array.from({ length: lines }, (_, index) => (
        <Block
          key={index}
          x={x}
          y={y + index * gap}
          w={w * (index === lines - 1 && lines > 1 ? 0.6 : 1 - (index % 3) * 0.12)}
          h={thickness}
          fill={fill}
          r={thickness / 2}
        />
      ))}
    </>
  );
}

/** A table: a header row and `rows` rows, a coloured status pill at the end of each. */
export function Table({
  x,
  y,
  w,
  rows,
  c,
  rowHeight = 11,
  avatars = false,
  pills = true,
}: {
  x: number;
  y: number;
  w: number;
  rows: number;
  c: ArtColors;
  rowHeight?: number;
  avatars?: boolean;
  pills?: boolean;
}) {
  const pillColors = [c.success, c.warning, c.primary, c.error];
  return (
    <>
      <Block x={x} y={y} w={w} h={rowHeight} fill={c.faint} r={1} />
      {Array.from({ length: rows }, (_, index) => {
        const top = y + (index + 1) * rowHeight;
        const textX = avatars ? x + 14 : x + 4;
        return (
          <g key={index}>
            <line x1={x} x2={x + w} y1={top + rowHeight} y2={top + rowHeight} stroke={c.line} />
            {avatars && <circle cx={x + 7} cy={top + rowHeight / 2} r={3.2} fill={c.primarySoft} />}
            <Block x={textX} y={top + rowHeight / 2 - 1.5} w={w * 0.22} h={3} fill={c.text} />
            <Block
              x={x + w * 0.36}
              y={top + rowHeight / 2 - 1.5}
              w={w * 0.18}
              h={3}
              fill={c.faint}
            />
            <Block
              x={x + w * 0.6}
              y={top + rowHeight / 2 - 1.5}
              w={w * 0.14}
              h={3}
              fill={c.faint}
            />
            {pills && (
              <Block
                x={x + w - 24}
                y={top + rowHeight / 2 - 3}
                w={20}
                h={6}
                r={3}
                fill={pillColors[index % pillColors.length] ?? c.primary}
              />
            )}
          </g>
        );
      })}
    </>
  );
}

/** A card: a surface with a border. */
export function Card({
  x,
  y,
  w,
  h,
  c,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  c: ArtColors;
  children?: ReactNode;
}) {
  return (
    <g>
      <Block x={x} y={y} w={w} h={h} fill={c.surface} stroke={c.line} r={3} />
      {children}
    </g>
  );
}

/** A text field: an outlined box with its label bar above. */
export function Field({ x, y, w, c }: { x: number; y: number; w: number; c: ArtColors }) {
  return (
    <>
      <Block x={x} y={y} w={w * 0.35} h={2.5} fill={c.text} />
      <Block x={x} y={y + 5} w={w} h={11} fill={c.surface} stroke={c.faint} r={2} />
    </>
  );
}

/** A contained button. */
export function Button({
  x,
  y,
  w,
  fill,
  label,
  h = 9,
}: {
  x: number;
  y: number;
  w: number;
  fill: string;
  label: string;
  h?: number;
}) {
  return (
    <>
      <Block x={x} y={y} w={w} h={h} fill={fill} r={2} />
      <Block x={x + w * 0.25} y={y + h / 2 - 1} w={w * 0.5} h={2} fill={label} r={1} />
    </>
  );
}

/** Vertical bars of a chart standing on a base line. */
export function Bars({
  x,
  y,
  w,
  h,
  values,
  fills,
  c,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  values: readonly number[];
  fills: readonly string[];
  c: ArtColors;
}) {
  const step = w / values.length;
  return (
    <>
      <line x1={x} x2={x + w} y1={y + h} y2={y + h} stroke={c.line} />
      {values.map((value, index) => (
        <Block
          key={index}
          x={x + index * step + step * 0.2}
          y={y + h - h * value}
          w={step * 0.6}
          h={h * value}
          r={1}
          fill={fills[index % fills.length] ?? c.primary}
        />
      ))}
    </>
  );
}

/** A line chart through `values` (0 to 1), with its area tinted. */
export function LineChart({
  x,
  y,
  w,
  h,
  values,
  stroke,
  area,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  values: readonly number[];
  stroke: string;
  area?: string;
}) {
  const step = w / Math.max(values.length - 1, 1);
  const points = values.map((value, index) => `${x + index * step},${y + h - h * value}`);
  return (
    <>
      {area && (
        <polygon points={`${x},${y + h} ${points.join(' ')} ${x + w},${y + h}`} fill={area} />
      )}
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke={stroke}
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </>
  );
}

/** Where each part starts when parts are laid end to end (0, a, a + b, …). */
export function startsOf(parts: readonly number[]): number[] {
  return parts.map((_, index) => parts.slice(0, index).reduce((sum, part) => sum + part, 0));
}

/** A ring split in parts (fractions adding up to 1). */
export function Donut({
  cx,
  cy,
  r,
  parts,
  fills,
  width = 6,
}: {
  cx: number;
  cy: number;
  r: number;
  parts: readonly number[];
  fills: readonly string[];
  width?: number;
}) {
  const circumference = 2 * Math.PI * r;
  const starts = startsOf(parts);
  return (
    <g transform={`rotate(-90 ${cx} ${cy})`}>
      {parts.map((part, index) => (
        <circle
          key={index}
          cx={cx}
          cy={cy}
          r={r}
          fill="none"
          stroke={fills[index % fills.length]}
          strokeWidth={width}
          strokeDasharray={`${part * circumference} ${circumference - part * circumference}`}
          strokeDashoffset={-(starts[index] ?? 0) * circumference}
        />
      ))}
    </g>
  );
}

/** A map pin. */
export function Pin({
  x,
  y,
  fill,
  size = 1,
}: {
  x: number;
  y: number;
  fill: string;
  size?: number;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size})`}>
      <path d="M0 0 C -6 -7 -6 -14 0 -14 C 6 -14 6 -7 0 0 Z" fill={fill} />
      <circle cx={0} cy={-9.5} r={2.2} fill="#fff" />
    </g>
  );
}

/** An LP gas cylinder. */
export function Cylinder({
  x,
  y,
  w,
  h,
  fill,
  band,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  band: string;
}) {
  return (
    <g>
      <Block x={x + w * 0.3} y={y} w={w * 0.4} h={h * 0.1} fill={band} r={1.5} />
      <Block x={x + w * 0.2} y={y + h * 0.08} w={w * 0.6} h={h * 0.08} fill={fill} r={1.5} />
      <Block x={x} y={y + h * 0.14} w={w} h={h * 0.86} fill={fill} r={w * 0.3} />
      <Block x={x} y={y + h * 0.45} w={w} h={h * 0.12} fill={band} r={0} />
    </g>
  );
}
