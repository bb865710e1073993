import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { mirrorInRtl } from './art-colors';
import { Block } from './svg-parts';

const WIDTH = 120;
const HEIGHT = 76;

/**
 * A miniature of the main area in one theme (header, side menu, cards, buttons), coloured by the
 * theme the product itself builds for that colour and mode.
 */
export function ThemePreview({ theme, label }: { theme: Theme; label: string }) {
  const { palette } = theme;
  const surface = palette.background.paper;
  const text = alpha(palette.text.primary, 0.5);
  const faint = alpha(palette.text.primary, 0.16);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      focusable="false"
      sx={[{ display: 'block', width: '100%', height: 'auto' }, mirrorInRtl]}
    >
      <Block
        x={0}
        y={0}
        w={WIDTH}
        h={HEIGHT}
        fill={palette.background.default}
        r={5}
        stroke={faint}
      />
      <Block x={0} y={0} w={WIDTH} h={12} fill={palette.primary.main} r={0} />
      <Block x={6} y={4.5} w={22} h={3} fill={palette.primary.contrastText} />
      <circle cx={WIDTH - 8} cy={6} r={3} fill={palette.primary.contrastText} />
      <Block x={0} y={12} w={22} h={HEIGHT - 12} fill={surface} r={0} />
      {[0, 1, 2, 3, 4].map((index) => (
        <Block
          key={index}
          x={6}
          y={19 + index * 10}
          w={10}
          h={4}
          fill={index === 0 ? palette.primary.main : faint}
        />
      ))}
      <Block x={28} y={18} w={40} h={4} fill={text} />
      <Block x={28} y={28} w={40} h={22} fill={surface} r={2.5} />
      <Block x={33} y={33} w={20} h={3} fill={faint} />
      <Block x={33} y={40} w={14} h={6} fill={palette.primary.main} />
      <Block x={74} y={28} w={40} h={22} fill={surface} r={2.5} />
      <Block x={79} y={33} w={20} h={3} fill={faint} />
      <Block x={79} y={40} w={14} h={6} fill={palette.secondary.main} />
      <Block x={28} y={56} w={86} h={14} fill={surface} r={2.5} />
      <Block x={33} y={61.5} w={40} h={3} fill={faint} />
      <Block x={92} y={59} w={18} h={8} fill={palette.primary.main} r={2} />
    </Box>
  );
}
