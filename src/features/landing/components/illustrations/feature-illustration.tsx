import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Feature } from '../../landing-sections';
import { useArtColors } from './art-colors';
import type { ArtColors } from './art-colors';
import { Bars, Block, Card, Cylinder, Donut, LineChart, Pin, TextLines } from './svg-parts';

const WIDTH = 320;
const HEIGHT = 220;

function Backdrop({ c }: { c: ArtColors }) {
  return (
    <>
      <Block x={0} y={0} w={WIDTH} h={HEIGHT} fill={c.primarySoft} r={16} />
      <circle cx={WIDTH - 40} cy={40} r={58} fill={c.secondarySoft} />
      <circle cx={34} cy={HEIGHT - 26} r={40} fill={c.secondarySoft} />
    </>
  );
}

/** A delivery truck carrying cylinders, and the order cards it serves. */
function Orders({ c }: { c: ArtColors }) {
  return (
    <>
      <Backdrop c={c} />
      {[0, 1, 2].map((index) => (
        <Card key={index} x={188} y={28 + index * 38} w={108} h={30} c={c}>
          <circle
            cx={202}
            cy={43 + index * 38}
            r={6}
            fill={[c.success, c.warning, c.primary][index]}
          />
          <TextLines x={214} y={37 + index * 38} w={72} lines={2} fill={c.text} gap={8} />
        </Card>
      ))}
      <Block x={28} y={112} w={110} h={56} fill={c.primary} r={6} />
      <path d="M138 124 h30 l20 22 v22 h-50 z" fill={c.secondary} />
      <Block x={150} y={129} w={16} h={14} fill={c.surface} r={2} />
      {[0, 1, 2, 3].map((index) => (
        <Cylinder
          key={index}
          x={36 + index * 25}
          y={70}
          w={20}
          h={42}
          fill={c.surface}
          band={c.secondary}
        />
      ))}
      <circle cx={58} cy={172} r={13} fill={c.text} />
      <circle cx={58} cy={172} r={5} fill={c.surface} />
      <circle cx={160} cy={172} r={13} fill={c.text} />
      <circle cx={160} cy={172} r={5} fill={c.surface} />
      <Block x={20} y={186} w={190} h={3} fill={c.faint} />
    </>
  );
}

/** Customer and employee cards, one of them being restored. */
function Customers({ c }: { c: ArtColors }) {
  const person = (x: number, y: number, tone: string) => (
    <>
      <circle cx={x} cy={y} r={11} fill={tone} />
      <path d={`M ${x - 17} ${y + 30} q 17 -30 34 0 z`} fill={tone} />
    </>
  );
  return (
    <>
      <Backdrop c={c} />
      {[0, 1, 2].map((index) => (
        <Card key={index} x={28 + index * 92} y={46 + (index % 2) * 18} w={80} h={112} c={c}>
          {person(
            68 + index * 92,
            78 + (index % 2) * 18,
            [c.primary, c.secondary, c.primary][index] ?? c.primary,
          )}
          <TextLines
            x={40 + index * 92}
            y={122 + (index % 2) * 18}
            w={56}
            lines={3}
            fill={c.text}
            gap={9}
          />
        </Card>
      ))}
      <circle cx={268} cy={174} r={18} fill={c.success} />
      <path
        d="M260 176 a8 8 0 1 0 3 -9"
        fill="none"
        stroke={c.surface}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <path d="M257 163 l6 4 -7 3 z" fill={c.surface} />
    </>
  );
}

/** A wallet with its balance, coins going in and the list of movements. */
function Wallets({ c }: { c: ArtColors }) {
  return (
    <>
      <Backdrop c={c} />
      <Block x={30} y={70} w={140} h={96} fill={c.primary} r={12} />
      <Block x={30} y={58} w={124} h={24} fill={c.secondary} r={10} />
      <Block x={126} y={104} w={50} h={28} fill={c.surface} r={8} />
      <circle cx={142} cy={118} r={5} fill={c.primary} />
      <Block x={44} y={132} w={60} h={10} fill={c.onPrimary} r={3} />
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <circle cx={70 + index * 26} cy={36 - index * 4} r={11} fill={c.warning} />
          <circle
            cx={70 + index * 26}
            cy={36 - index * 4}
            r={6}
            fill="none"
            stroke={c.surface}
            strokeWidth={2}
          />
        </g>
      ))}
      <Card x={190} y={40} w={108} h={140} c={c}>
        {Array.from({ length: 6 }, (_, index) => {
          const credit = index % 3 !== 1;
          return (
            <g key={index}>
              <circle cx={204} cy={58 + index * 21} r={5} fill={credit ? c.success : c.error} />
              <Block x={214} y={55 + index * 21} w={46} h={4} fill={c.text} />
              <Block x={268} y={55 + index * 21} w={22} h={4} fill={credit ? c.success : c.error} />
            </g>
          );
        })}
      </Card>
    </>
  );
}

/** A map split in zones, with the locations pinned on it. */
function Zones({ c }: { c: ArtColors }) {
  return (
    <>
      <Backdrop c={c} />
      <Block x={30} y={26} w={260} h={168} fill={c.surface} r={12} stroke={c.line} />
      <path d="M42 38 h110 v70 h-40 l-20 30 h-50 z" fill={c.primarySoft} stroke={c.primary} />
      <path d="M158 38 h120 v90 h-80 l-40 -20 z" fill={c.secondarySoft} stroke={c.secondary} />
      <path d="M42 144 h50 l20 -30 h40 l40 20 h86 v48 h-236 z" fill={c.faint} stroke={c.text} />
      <path d="M30 120 C 90 100, 140 150, 290 110" fill="none" stroke={c.surface} strokeWidth={6} />
      <Pin x={92} y={82} fill={c.primary} size={1.6} />
      <Pin x={226} y={86} fill={c.secondary} size={1.6} />
      <Pin x={150} y={172} fill={c.error} size={1.6} />
      <Pin x={250} y={168} fill={c.primary} size={1.2} />
    </>
  );
}

/** Charts of a report: answers of a poll, orders per day and the average price. */
function Reports({ c }: { c: ArtColors }) {
  return (
    <>
      <Backdrop c={c} />
      <Card x={24} y={26} w={170} h={110} c={c}>
        <Bars
          x={36}
          y={40}
          w={146}
          h={84}
          values={[0.45, 0.7, 0.55, 0.9, 0.65, 0.8]}
          fills={[c.primary, c.secondary]}
          c={c}
        />
      </Card>
      <Card x={204} y={26} w={92} h={110} c={c}>
        <Donut
          cx={250}
          cy={70}
          r={24}
          width={12}
          parts={[0.55, 0.25, 0.2]}
          fills={[c.success, c.warning, c.error]}
        />
        <TextLines x={216} y={108} w={68} lines={2} fill={c.text} gap={9} />
      </Card>
      <Card x={24} y={146} w={272} h={52} c={c}>
        <LineChart
          x={36}
          y={154}
          w={248}
          h={36}
          values={[0.3, 0.42, 0.38, 0.56, 0.5, 0.66, 0.72, 0.7, 0.84]}
          stroke={c.primary}
          area={c.primarySoft}
        />
      </Card>
    </>
  );
}

const DRAWINGS: Record<Feature, (c: ArtColors) => ReactNode> = {
  orders: (c) => <Orders c={c} />,
  customers: (c) => <Customers c={c} />,
  wallets: (c) => <Wallets c={c} />,
  zones: (c) => <Zones c={c} />,
  reports: (c) => <Reports c={c} />,
};

/** The drawing of a feature block, in the current theme's colours. */
export function FeatureIllustration({ feature, label }: { feature: Feature; label: string }) {
  const c = useArtColors();
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      focusable="false"
      sx={{ display: 'block', width: '100%', height: 'auto' }}
    >
      {DRAWINGS[feature](c)}
    </Box>
  );
}
