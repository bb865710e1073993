/** Primary and secondary colour of each theme (the light variant; dark ones are lightened). */
export const THEME_PALETTES = {
  bluenavy: { primary: '#00365a', secondary: '#184f90' },
  blueyale: { primary: '#145388', secondary: '#2a93d5' },
  blueolympic: { primary: '#008ecc', secondary: '#6fb327' },
  greenmoss: { primary: '#576a3d', secondary: '#dd9c02' },
  greenlime: { primary: '#6fb327', secondary: '#51861c' },
  purplemonster: { primary: '#922c88', secondary: '#4556ac' },
  orangecarrot: { primary: '#ed7117', secondary: '#9a031e' },
  redruby: { primary: '#900604', secondary: '#e7523e' },
  yellowgranola: { primary: '#c0a145', secondary: '#8d7d4a' },
  greysteel: { primary: '#48494b', secondary: '#999da0' },
} as const satisfies Record<string, { primary: string; secondary: string }>;

/** The 10 theme colours of the product (SPEC 3, 9), in the switcher's order: two rows of 5. */
export type ThemeColor = keyof typeof THEME_PALETTES;
export const THEME_COLORS = Object.keys(THEME_PALETTES) as ThemeColor[];

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** What is stored under `theme_color`: `<mode>.<colour>`, e.g. `dark.blueyale`. */
export type ThemeColorId = `${ThemeMode}.${ThemeColor}`;

export const THEME_RADII = ['rounded', 'flat'] as const;
export type ThemeRadius = (typeof THEME_RADII)[number];

export const DEFAULT_THEME_COLOR: ThemeColorId = 'dark.blueyale';
export const DEFAULT_THEME_RADIUS: ThemeRadius = 'rounded';

export function isThemeColorId(value: unknown): value is ThemeColorId {
  if (typeof value !== 'string') return false;
  const [mode, color, ...rest] = value.split('.');
  return (
    rest.length === 0 &&
    (THEME_MODES as readonly string[]).includes(mode ?? '') &&
    (THEME_COLORS as readonly string[]).includes(color ?? '')
  );
}

export function isThemeRadius(value: unknown): value is ThemeRadius {
  return typeof value === 'string' && (THEME_RADII as readonly string[]).includes(value);
}

/** Splits `dark.blueyale` into its mode and colour (the id must be valid). */
export function splitThemeColor(id: ThemeColorId): { mode: ThemeMode; color: ThemeColor } {
  const [mode, color] = id.split('.') as [ThemeMode, ThemeColor];
  return { mode, color };
}

export function themeColorId(mode: ThemeMode, color: ThemeColor): ThemeColorId {
  return `${mode}.${color}`;
}
