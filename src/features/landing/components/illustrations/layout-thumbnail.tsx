import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Layout } from '../../landing-sections';
import { mirrorInRtl, useArtColors } from './art-colors';
import type { ArtColors } from './art-colors';
import {
  Bars,
  Block,
  Button,
  Card,
  Donut,
  Field,
  LineChart,
  Pin,
  Table,
  TextLines,
  startsOf,
} from './svg-parts';

const WIDTH = 240;
const HEIGHT = 150;
const HEADER = 16;
const MENU = 36;

interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The main area's frame: the header, the side menu (its current entry marked) and the screen. */
function Frame({
  c,
  menuEntry,
  children,
}: {
  c: ArtColors;
  menuEntry: number;
  children: (area: Area) => ReactNode;
}) {
  const area = { x: MENU + 8, y: HEADER + 8, w: WIDTH - MENU - 16, h: HEIGHT - HEADER - 16 };
  return (
    <>
      <Block x={0} y={0} w={WIDTH} h={HEIGHT} fill={c.page} r={6} />
      <Block x={0} y={0} w={WIDTH} h={HEADER} fill={c.primary} r={0} />
      <circle cx={10} cy={HEADER / 2} r={3} fill={c.onPrimary} opacity={0.85} />
      <Block x={17} y={HEADER / 2 - 1.5} w={26} h={3} fill={c.onPrimary} r={1.5} />
      <Block x={WIDTH - 50} y={HEADER / 2 - 1.5} w={22} h={3} fill={c.onPrimary} r={1.5} />
      <circle cx={WIDTH - 12} cy={HEADER / 2} r={4} fill={c.onPrimary} opacity={0.85} />
      <Block x={0} y={HEADER} w={MENU} h={HEIGHT - HEADER} fill={c.surface} r={0} />
      {Array.from({ length: 7 }, (_, index) => {
        const top = HEADER + 6 + index * 17;
        const current = index === menuEntry;
        return (
          <g key={index}>
            {current && <Block x={2} y={top - 2} w={MENU - 4} h={15} fill={c.primarySoft} r={2} />}
            <Block
              x={MENU / 2 - 3.5}
              y={top}
              w={7}
              h={7}
              r={1.5}
              fill={current ? c.primary : c.text}
            />
            <Block x={8} y={top + 9.5} w={MENU - 16} h={2} fill={c.faint} r={1} />
          </g>
        );
      })}
      {children(area)}
    </>
  );
}

function Title({ area, c, actions = 0 }: { area: Area; c: ArtColors; actions?: number }) {
  return (
    <>
      <Block x={area.x} y={area.y} w={area.w * 0.32} h={5} fill={c.text} r={2} />
      {Array.from({ length: actions }, (_, index) => (
        <Button
          key={index}
          x={area.x + area.w - (index + 1) * 26}
          y={area.y - 2}
          w={23}
          fill={index === 0 ? c.primary : c.secondary}
          label={index === 0 ? c.onPrimary : c.surface}
        />
      ))}
    </>
  );
}

function Dashboard({ area: a, c }: { area: Area; c: ArtColors }) {
  const cardW = (a.w - 18) / 4;
  const tones = [c.primary, c.warning, c.success, c.error];
  return (
    <>
      <Title area={a} c={c} />
      {tones.map((tone, index) => (
        <Card key={tone} x={a.x + index * (cardW + 6)} y={a.y + 11} w={cardW} h={24} c={c}>
          <Block
            x={a.x + index * (cardW + 6) + 5}
            y={a.y + 16}
            w={cardW * 0.5}
            h={2.5}
            fill={c.text}
          />
          <Block x={a.x + index * (cardW + 6) + 5} y={a.y + 23} w={cardW * 0.3} h={7} fill={tone} />
        </Card>
      ))}
      <Card x={a.x} y={a.y + 41} w={a.w * 0.6} h={a.h - 41} c={c}>
        <Bars
          x={a.x + 6}
          y={a.y + 49}
          w={a.w * 0.6 - 12}
          h={a.h - 57}
          values={[0.4, 0.65, 0.5, 0.85, 0.7, 0.95, 0.6]}
          fills={[c.primary, c.secondary]}
          c={c}
        />
      </Card>
      <Card x={a.x + a.w * 0.6 + 6} y={a.y + 41} w={a.w * 0.4 - 6} h={a.h - 41} c={c}>
        <TextLines
          x={a.x + a.w * 0.6 + 12}
          y={a.y + 48}
          w={a.w * 0.4 - 20}
          lines={8}
          fill={c.faint}
          gap={7}
        />
      </Card>
    </>
  );
}

function OrderList({ area: a, c }: { area: Area; c: ArtColors }) {
  return (
    <>
      <Title area={a} c={c} actions={3} />
      <Block x={a.x} y={a.y + 12} w={26} h={3} fill={c.primary} />
      <Block x={a.x} y={a.y + 17} w={26} h={1.5} fill={c.primary} />
      <Block x={a.x + 34} y={a.y + 12} w={26} h={3} fill={c.text} />
      <Card x={a.x} y={a.y + 22} w={a.w} h={a.h - 22} c={c}>
        <Block x={a.x + 5} y={a.y + 27} w={a.w * 0.4} h={9} fill={c.page} stroke={c.faint} />
        <Block
          x={a.x + a.w * 0.45}
          y={a.y + 27}
          w={a.w * 0.25}
          h={9}
          fill={c.page}
          stroke={c.faint}
        />
        <Table x={a.x + 5} y={a.y + 40} w={a.w - 10} rows={6} c={c} rowHeight={10} />
      </Card>
    </>
  );
}

function OrderDetail({ area: a, c }: { area: Area; c: ArtColors }) {
  const steps = [c.success, c.success, c.primary, c.faint];
  return (
    <>
      <Title area={a} c={c} actions={2} />
      <Card x={a.x} y={a.y + 12} w={a.w * 0.58} h={a.h - 12} c={c}>
        {Array.from({ length: 7 }, (_, index) => (
          <g key={index}>
            <Block x={a.x + 6} y={a.y + 20 + index * 13} w={26} h={3} fill={c.text} />
            <Block
              x={a.x + 40}
              y={a.y + 20 + index * 13}
              w={a.w * 0.58 - 52}
              h={3}
              fill={c.faint}
            />
          </g>
        ))}
      </Card>
      <Card x={a.x + a.w * 0.58 + 6} y={a.y + 12} w={a.w * 0.42 - 6} h={a.h - 12} c={c}>
        <line
          x1={a.x + a.w * 0.58 + 18}
          x2={a.x + a.w * 0.58 + 18}
          y1={a.y + 24}
          y2={a.y + 24 + 3 * 22}
          stroke={c.faint}
          strokeWidth={2}
        />
        {steps.map((tone, index) => (
          <g key={index}>
            <circle cx={a.x + a.w * 0.58 + 18} cy={a.y + 24 + index * 22} r={4.5} fill={tone} />
            <Block
              x={a.x + a.w * 0.58 + 28}
              y={a.y + 21 + index * 22}
              w={a.w * 0.2}
              h={3}
              fill={c.text}
            />
            <Block
              x={a.x + a.w * 0.58 + 28}
              y={a.y + 27 + index * 22}
              w={a.w * 0.14}
              h={2}
              fill={c.faint}
            />
          </g>
        ))}
      </Card>
    </>
  );
}

function OrderForm({ area: a, c }: { area: Area; c: ArtColors }) {
  const column = (a.w - 18) / 2;
  return (
    <>
      <Title area={a} c={c} />
      <Card x={a.x} y={a.y + 12} w={a.w} h={a.h - 12} c={c}>
        {Array.from({ length: 8 }, (_, index) => (
          <Field
            key={index}
            x={a.x + 6 + (index % 2) * (column + 6)}
            y={a.y + 18 + Math.floor(index / 2) * 21}
            w={column}
            c={c}
          />
        ))}
        <Button x={a.x + a.w - 34} y={a.y + a.h - 14} w={28} fill={c.primary} label={c.onPrimary} />
        <Block
          x={a.x + a.w - 66}
          y={a.y + a.h - 14}
          w={28}
          h={9}
          fill={c.surface}
          stroke={c.faint}
        />
      </Card>
    </>
  );
}

function UserList({ area: a, c }: { area: Area; c: ArtColors }) {
  return (
    <>
      <Title area={a} c={c} actions={3} />
      {[c.primary, c.faint, c.faint, c.faint].map((tone, index) => (
        <Block key={index} x={a.x + index * 30} y={a.y + 11} w={26} h={8} r={4} fill={tone} />
      ))}
      <Card x={a.x} y={a.y + 23} w={a.w} h={a.h - 23} c={c}>
        <Table
          x={a.x + 5}
          y={a.y + 28}
          w={a.w - 10}
          rows={7}
          c={c}
          rowHeight={10}
          avatars
          pills={false}
        />
      </Card>
    </>
  );
}

function CustomerWallet({ area: a, c }: { area: Area; c: ArtColors }) {
  return (
    <>
      <Title area={a} c={c} actions={1} />
      <Block x={a.x} y={a.y + 12} w={a.w * 0.42} h={44} fill={c.primary} r={4} />
      <Block x={a.x + 8} y={a.y + 20} w={30} h={3} fill={c.onPrimary} />
      <Block x={a.x + 8} y={a.y + 30} w={a.w * 0.28} h={10} fill={c.onPrimary} />
      <Block x={a.x + 8} y={a.y + 46} w={24} h={2.5} fill={c.onPrimary} />
      <Card x={a.x} y={a.y + 62} w={a.w * 0.42} h={a.h - 62} c={c}>
        <Field x={a.x + 6} y={a.y + 68} w={a.w * 0.42 - 12} c={c} />
        <Button x={a.x + 6} y={a.y + 90} w={a.w * 0.42 - 12} fill={c.secondary} label={c.surface} />
      </Card>
      <Card x={a.x + a.w * 0.42 + 6} y={a.y + 12} w={a.w * 0.58 - 6} h={a.h - 12} c={c}>
        {Array.from({ length: 7 }, (_, index) => {
          const top = a.y + 19 + index * 14;
          const credit = index % 3 !== 1;
          return (
            <g key={index}>
              <circle
                cx={a.x + a.w * 0.42 + 14}
                cy={top + 3}
                r={3.5}
                fill={credit ? c.success : c.error}
              />
              <Block x={a.x + a.w * 0.42 + 22} y={top + 1.5} w={a.w * 0.24} h={3} fill={c.text} />
              <Block
                x={a.x + a.w - 24}
                y={top + 1.5}
                w={16}
                h={3}
                fill={credit ? c.success : c.error}
              />
            </g>
          );
        })}
      </Card>
    </>
  );
}

function StarClients({ area: a, c }: { area: Area; c: ArtColors }) {
  const lengths = [1, 0.86, 0.74, 0.62, 0.5, 0.42, 0.33];
  return (
    <>
      <Title area={a} c={c} actions={2} />
      <Card x={a.x} y={a.y + 12} w={a.w} h={a.h - 12} c={c}>
        {lengths.map((length, index) => {
          const top = a.y + 19 + index * 14;
          return (
            <g key={index}>
              <circle cx={a.x + 12} cy={top + 4} r={4.5} fill={index < 3 ? c.secondary : c.faint} />
              <Block x={a.x + 22} y={top + 2.5} w={a.w * 0.22} h={3} fill={c.text} />
              <Block
                x={a.x + a.w * 0.36}
                y={top + 1}
                w={(a.w * 0.6 - 6) * length}
                h={6}
                fill={index < 3 ? c.primary : c.primarySoft}
              />
            </g>
          );
        })}
      </Card>
    </>
  );
}

function Zones({ area: a, c }: { area: Area; c: ArtColors }) {
  const cardW = (a.w - 12) / 3;
  const cardH = (a.h - 18) / 2;
  return (
    <>
      <Title area={a} c={c} actions={1} />
      {Array.from({ length: 6 }, (_, index) => {
        const x = a.x + (index % 3) * (cardW + 6);
        const y = a.y + 12 + Math.floor(index / 3) * (cardH + 6);
        return (
          <Card key={index} x={x} y={y} w={cardW} h={cardH} c={c}>
            <Block x={x + 4} y={y + 4} w={cardW - 8} h={cardH * 0.45} fill={c.primarySoft} r={2} />
            <Pin
              x={x + cardW / 2}
              y={y + 4 + cardH * 0.38}
              fill={index % 2 ? c.secondary : c.primary}
              size={0.9}
            />
            <TextLines
              x={x + 5}
              y={y + cardH * 0.6}
              w={cardW - 10}
              lines={3}
              fill={c.faint}
              gap={5}
              thickness={2.5}
            />
          </Card>
        );
      })}
    </>
  );
}

function Polls({ area: a, c }: { area: Area; c: ArtColors }) {
  const fills = [c.success, c.primary, c.secondary, c.warning, c.error];
  return (
    <>
      <Title area={a} c={c} actions={2} />
      <Card x={a.x} y={a.y + 12} w={a.w * 0.62} h={a.h - 12} c={c}>
        {[
          [0.45, 0.25, 0.15, 0.1, 0.05],
          [0.3, 0.35, 0.2, 0.1, 0.05],
          [0.6, 0.2, 0.1, 0.06, 0.04],
          [0.25, 0.3, 0.25, 0.12, 0.08],
        ].map((parts, row) => {
          const width = a.w * 0.62 - 12;
          const starts = startsOf(parts);
          return (
            <g key={row}>
              <Block x={a.x + 6} y={a.y + 19 + row * 25} w={width * 0.55} h={3} fill={c.text} />
              {parts.map((part, index) => (
                <Block
                  key={index}
                  x={a.x + 6 + width * (starts[index] ?? 0)}
                  y={a.y + 26 + row * 25}
                  w={width * part}
                  h={8}
                  r={0}
                  fill={fills[index] ?? c.primary}
                />
              ))}
            </g>
          );
        })}
      </Card>
      <Card x={a.x + a.w * 0.62 + 6} y={a.y + 12} w={a.w * 0.38 - 6} h={a.h - 12} c={c}>
        <Donut
          cx={a.x + a.w * 0.81 + 3}
          cy={a.y + 46}
          r={19}
          width={8}
          parts={[0.5, 0.25, 0.15, 0.1]}
          fills={fills}
        />
        <TextLines
          x={a.x + a.w * 0.62 + 13}
          y={a.y + 76}
          w={a.w * 0.38 - 20}
          lines={4}
          fill={c.faint}
          gap={7}
        />
      </Card>
    </>
  );
}

function Prices({ area: a, c }: { area: Area; c: ArtColors }) {
  const chart = { x: a.x + 8, y: a.y + 40, w: a.w - 16, h: a.h - 48 };
  return (
    <>
      <Title area={a} c={c} actions={1} />
      <Card x={a.x} y={a.y + 12} w={a.w} h={a.h - 12} c={c}>
        <Block x={a.x + 6} y={a.y + 18} w={a.w * 0.25} h={9} fill={c.page} stroke={c.faint} />
        <Block
          x={a.x + a.w * 0.28}
          y={a.y + 18}
          w={a.w * 0.25}
          h={9}
          fill={c.page}
          stroke={c.faint}
        />
        <Block
          x={a.x + a.w * 0.56}
          y={a.y + 18}
          w={a.w * 0.18}
          h={9}
          fill={c.page}
          stroke={c.faint}
        />
        <line
          x1={chart.x}
          x2={chart.x + chart.w}
          y1={chart.y + chart.h * 0.12}
          y2={chart.y + chart.h * 0.12}
          stroke={c.error}
          strokeDasharray="4 3"
        />
        <line
          x1={chart.x}
          x2={chart.x + chart.w}
          y1={chart.y + chart.h}
          y2={chart.y + chart.h}
          stroke={c.line}
        />
        <LineChart
          {...chart}
          values={[0.35, 0.42, 0.4, 0.55, 0.6, 0.58, 0.7, 0.74, 0.72, 0.8]}
          stroke={c.primary}
          area={c.primarySoft}
        />
        <LineChart
          {...chart}
          values={[0.3, 0.33, 0.38, 0.44, 0.5, 0.53, 0.57, 0.62, 0.66, 0.7]}
          stroke={c.secondary}
        />
      </Card>
    </>
  );
}

function Login({ c }: { c: ArtColors }) {
  return (
    <>
      <Block x={0} y={0} w={WIDTH} h={HEIGHT} fill={c.primary} r={6} />
      <Block x={WIDTH - 34} y={8} w={26} h={7} r={3.5} fill={c.onPrimary} />
      <Card x={70} y={22} w={100} h={108} c={c}>
        <circle cx={120} cy={38} r={8} fill={c.primarySoft} />
        <Block x={96} y={51} w={48} h={4} fill={c.text} />
        <Field x={80} y={62} w={80} c={c} />
        <Field x={80} y={84} w={80} c={c} />
        <Button x={80} y={108} w={80} fill={c.primary} label={c.onPrimary} h={10} />
        <Block x={100} y={122} w={40} h={2.5} fill={c.primary} />
      </Card>
    </>
  );
}

function Profile({ area: a, c }: { area: Area; c: ArtColors }) {
  return (
    <>
      <Title area={a} c={c} />
      <Card x={a.x} y={a.y + 12} w={a.w * 0.34} h={a.h - 12} c={c}>
        <circle cx={a.x + a.w * 0.17} cy={a.y + 40} r={17} fill={c.primarySoft} />
        <circle cx={a.x + a.w * 0.17} cy={a.y + 35} r={6} fill={c.primary} />
        <path d={`M ${a.x + a.w * 0.17 - 10} ${a.y + 52} q 10 -14 20 0 z`} fill={c.primary} />
        <Block x={a.x + 8} y={a.y + 66} w={a.w * 0.34 - 16} h={4} fill={c.text} />
        <Button x={a.x + 8} y={a.y + 78} w={a.w * 0.34 - 16} fill={c.secondary} label={c.surface} />
      </Card>
      <Card x={a.x + a.w * 0.34 + 6} y={a.y + 12} w={a.w * 0.66 - 6} h={a.h - 12} c={c}>
        <Field x={a.x + a.w * 0.34 + 12} y={a.y + 18} w={a.w * 0.66 - 18} c={c} />
        <Field x={a.x + a.w * 0.34 + 12} y={a.y + 40} w={a.w * 0.66 - 18} c={c} />
        <line
          x1={a.x + a.w * 0.34 + 12}
          x2={a.x + a.w - 6}
          y1={a.y + 64}
          y2={a.y + 64}
          stroke={c.line}
        />
        <Field x={a.x + a.w * 0.34 + 12} y={a.y + 70} w={a.w * 0.66 - 18} c={c} />
        <Button x={a.x + a.w - 40} y={a.y + a.h - 14} w={34} fill={c.primary} label={c.onPrimary} />
      </Card>
    </>
  );
}

/** Each screen, drawn inside the frame, and the side menu entry it sits under. */
const SCREENS: Record<
  Exclude<Layout, 'login'>,
  { menuEntry: number; draw: (area: Area, c: ArtColors) => ReactNode }
> = {
  dashboard: { menuEntry: 0, draw: (area, c) => <Dashboard area={area} c={c} /> },
  orderList: { menuEntry: 2, draw: (area, c) => <OrderList area={area} c={c} /> },
  orderDetail: { menuEntry: 2, draw: (area, c) => <OrderDetail area={area} c={c} /> },
  orderForm: { menuEntry: 2, draw: (area, c) => <OrderForm area={area} c={c} /> },
  userList: { menuEntry: 1, draw: (area, c) => <UserList area={area} c={c} /> },
  customerWallet: { menuEntry: 1, draw: (area, c) => <CustomerWallet area={area} c={c} /> },
  starClients: { menuEntry: 1, draw: (area, c) => <StarClients area={area} c={c} /> },
  zones: { menuEntry: 4, draw: (area, c) => <Zones area={area} c={c} /> },
  polls: { menuEntry: 3, draw: (area, c) => <Polls area={area} c={c} /> },
  prices: { menuEntry: 5, draw: (area, c) => <Prices area={area} c={c} /> },
  profile: { menuEntry: 6, draw: (area, c) => <Profile area={area} c={c} /> },
};

interface LayoutThumbnailProps {
  layout: Layout;
  /** What the drawing shows, for screen readers; absent when the text beside it says it all. */
  label?: string;
}

/** A miniature of one of the product's screens, drawn in the current theme's colours. */
export function LayoutThumbnail({ layout, label }: LayoutThumbnailProps) {
  const c = useArtColors();
  const screen = layout === 'login' ? null : SCREENS[layout];
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      sx={[{ display: 'block', width: '100%', height: 'auto' }, mirrorInRtl]}
    >
      {screen ? (
        <Frame c={c} menuEntry={screen.menuEntry}>
          {(area) => screen.draw(area, c)}
        </Frame>
      ) : (
        <Login c={c} />
      )}
    </Box>
  );
}
