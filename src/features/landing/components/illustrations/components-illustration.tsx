import Box from '@mui/material/Box';
import { mirrorInRtl, useArtColors } from './art-colors';
import { Block, Button, Card, Field, Table } from './svg-parts';

const WIDTH = 480;
const HEIGHT = 300;

/**
 * The building blocks of the screens, laid out like a sheet of parts: buttons, fields, switches,
 * tabs, chips, the date range calendar, the list with its pager, and a toast with its undo.
 */
export function ComponentsIllustration({ label }: { label: string }) {
  const c = useArtColors();
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      focusable="false"
      sx={[{ display: 'block', width: '100%', height: 'auto' }, mirrorInRtl]}
    >
      <Block x={0} y={0} w={WIDTH} h={HEIGHT} fill={c.page} r={14} stroke={c.line} />

      {/* buttons: contained, secondary, outlined, text */}
      <Card x={16} y={16} w={216} h={58} c={c}>
        <Button x={28} y={30} w={50} h={16} fill={c.primary} label={c.onPrimary} />
        <Button x={86} y={30} w={50} h={16} fill={c.secondary} label={c.surface} />
        <Block x={144} y={30} w={50} h={16} fill={c.surface} stroke={c.primary} r={3} />
        <Block x={156} y={37} w={26} h={2.5} fill={c.primary} />
        <Block x={200} y={37} w={22} h={2.5} fill={c.primary} />
        <Block x={28} y={54} w={90} h={2.5} fill={c.faint} />
      </Card>

      {/* fields, a select, a switch and a checkbox */}
      <Card x={16} y={84} w={216} h={92} c={c}>
        <Field x={28} y={94} w={90} c={c} />
        <Field x={130} y={94} w={90} c={c} />
        <path d="M206 104 l4 4 4 -4" fill="none" stroke={c.text} strokeWidth={1.5} />
        <Block x={28} y={126} w={24} h={12} r={6} fill={c.primarySoft} />
        <circle cx={46} cy={132} r={7} fill={c.primary} />
        <Block x={60} y={130.5} w={40} h={3} fill={c.text} />
        <Block x={130} y={126} w={12} h={12} r={2} fill={c.primary} />
        <path d="M133 132 l2.5 2.5 4.5 -5" fill="none" stroke={c.onPrimary} strokeWidth={1.8} />
        <Block x={148} y={130.5} w={44} h={3} fill={c.text} />
        <Block x={28} y={150} w={60} h={14} r={7} fill={c.primarySoft} />
        <Block x={94} y={150} w={52} h={14} r={7} fill={c.secondarySoft} />
        <Block x={152} y={150} w={44} h={14} r={7} fill={c.faint} />
      </Card>

      {/* tabs */}
      <Card x={16} y={186} w={216} h={32} c={c}>
        <Block x={30} y={198} w={40} h={3} fill={c.primary} />
        <Block x={24} y={214} w={52} h={2.5} fill={c.primary} r={0} />
        <Block x={96} y={198} w={40} h={3} fill={c.text} />
        <Block x={160} y={198} w={40} h={3} fill={c.text} />
      </Card>

      {/* date range calendar */}
      <Card x={16} y={228} w={216} h={56} c={c}>
        {Array.from({ length: 14 }, (_, index) => {
          const inRange = index >= 3 && index <= 9;
          const edge = index === 3 || index === 9;
          return (
            <g key={index}>
              {inRange && (
                <Block
                  x={26 + (index % 7) * 29}
                  y={236 + Math.floor(index / 7) * 22}
                  w={29}
                  h={16}
                  r={0}
                  fill={c.primarySoft}
                />
              )}
              <circle
                cx={40 + (index % 7) * 29}
                cy={244 + Math.floor(index / 7) * 22}
                r={edge ? 8 : 2.5}
                fill={edge ? c.primary : c.text}
              />
            </g>
          );
        })}
      </Card>

      {/* the list: search, export buttons, rows, pager */}
      <Card x={244} y={16} w={220} h={210} c={c}>
        <Block x={256} y={28} w={96} h={14} fill={c.page} stroke={c.faint} r={3} />
        <circle cx={264} cy={35} r={3} fill="none" stroke={c.text} strokeWidth={1.5} />
        <Button x={388} y={28} w={30} h={14} fill={c.success} label={c.surface} />
        <Button x={422} y={28} w={30} h={14} fill={c.error} label={c.surface} />
        <Table x={256} y={52} w={196} rows={9} c={c} rowHeight={14} />
        <Block x={356} y={206} w={30} h={3} fill={c.text} />
        <path
          d="M400 202 l-4 4 4 4 M440 202 l4 4 -4 4"
          fill="none"
          stroke={c.text}
          strokeWidth={1.5}
        />
        <Block x={410} y={202} w={20} h={8} r={2} fill={c.primarySoft} />
      </Card>

      {/* a toast with its progress bar and an undo action */}
      <Block x={244} y={238} w={220} h={46} r={6} fill={c.success} />
      <circle cx={264} cy={258} r={7} fill={c.surface} />
      <path d="M260 258 l3 3 5 -6" fill="none" stroke={c.success} strokeWidth={2} />
      <Block x={278} y={254} w={100} h={3.5} fill={c.surface} />
      <Block x={278} y={262} w={70} h={3} fill={c.surface} />
      <Block x={408} y={252} w={44} h={14} r={3} fill={c.surface} />
      <Block x={418} y={258} w={24} h={2.5} fill={c.success} />
      <Block x={244} y={280} w={150} h={4} r={0} fill={c.surface} />
    </Box>
  );
}
