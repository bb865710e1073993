import { alpha, useTheme } from '@mui/material/styles';

/** The colours the drawings use, taken from the current theme so they follow colour and mode. */
export interface ArtColors {
  page: string;
  surface: string;
  line: string;
  text: string;
  faint: string;
  primary: string;
  primarySoft: string;
  onPrimary: string;
  secondary: string;
  secondarySoft: string;
  success: string;
  error: string;
  warning: string;
}

export function useArtColors(): ArtColors {
  const { palette } = useTheme();
  return {
    page: palette.background.default,
    surface: palette.background.paper,
    line: palette.divider,
    text: alpha(palette.text.primary, 0.55),
    faint: alpha(palette.text.primary, 0.18),
    primary: palette.primary.main,
    primarySoft: alpha(palette.primary.main, 0.22),
    onPrimary: palette.primary.contrastText,
    secondary: palette.secondary.main,
    secondarySoft: alpha(palette.secondary.main, 0.25),
    success: palette.success.main,
    error: palette.error.main,
    warning: palette.warning.main,
  };
}

/** RTL pages see the drawings mirrored, like the screens they stand for (they carry no text). */
export const mirrorInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
