import { useMemo, useSyncExternalStore } from 'react';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { readableOn, textColorOn } from './contrast';
import type { Direction } from '../i18n/languages';
import { toHexColor } from './cssColor';
import { DEFAULT_ACCENT, useUiSettings, type UiSettings } from './uiSettings';

type Look = Pick<UiSettings, 'theme' | 'density' | 'accent'> & { reducedMotion?: boolean };

/** Page and paper colours, and the surface where accent text is hardest to read (the accent is checked against it). */
const SURFACES = {
  // A focused filled text field's label is accent text on the field's grey, #e8e8e8 while hovered.
  light: { page: '#fafafb', paper: '#ffffff', hardest: '#e8e8e8' },
  // Raised paper in dark mode is lightened by MUI's elevation overlay (a dialog reaches about #444).
  dark: { page: '#121212', paper: '#1e1e1e', hardest: '#444444' },
};

/** Spec 3: compact density is MUI's small sizes and dense lists and tables, on a tighter spacing. */
const COMPACT_SPACING = 6;
const COMPACT_COMPONENTS: RaThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiToggleButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiRadio: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  // Switches keep their size: a small one leaves FormControlLabel's offset pulling the label onto its neighbour.
};

/**
 * The accent as primary colour, made readable as text on the page (WCAG AA, darkened on light and
 * lightened on dark backgrounds), with a label colour for buttons filled with it.
 */
function accentPalette(accent: string, mode: UiSettings['theme']) {
  const raw = toHexColor(accent) ?? toHexColor(DEFAULT_ACCENT)!;
  const text = readableOn(raw, SURFACES[mode].hardest);
  return {
    primary: { main: text, contrastText: textColorOn(text) },
    // react-admin's app bar is coloured "secondary": the accent as chosen.
    secondary: { main: raw, contrastText: textColorOn(raw) },
  };
}

/** MUI's own status colours of each mode (order status chips, errors). */
const STATUS_COLOURS = {
  light: { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
  dark: { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
};

/**
 * The status colours with the label colour (black or white) that reads best on each: MUI's own choice leaves
 * white on blue or red below the 4.5:1 of WCAG AA.
 */
export function statusPalette(mode: UiSettings['theme']) {
  return Object.fromEntries(
    Object.entries(STATUS_COLOURS[mode]).map(([name, main]) => [name, { main, contrastText: textColorOn(main) }]),
  ) as Record<keyof (typeof STATUS_COLOURS)['light'], { main: string; contrastText: string }>;
}

/** Narrower than MUI's `sm` breakpoint. */
const PHONE = '@media (max-width: 599.95px)';

/** Without motion (the user's system asks for it): no transitions, no ripples, dialogs and menus appear at once. */
const STILL: Pick<RaThemeOptions, 'transitions'> = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

/** react-admin's theme from the local UI settings (spec 3): light or dark, density, accent; still when `reducedMotion`. */
export function buildTheme(look: Look, direction: Direction = 'ltr'): RaThemeOptions {
  const mode = look.theme === 'dark' ? 'dark' : 'light';
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  const surfaces = SURFACES[mode];
  const compact = look.density === 'compact';
  return {
    ...base,
    direction,
    ...(compact && { spacing: COMPACT_SPACING }),
    ...(look.reducedMotion && STILL),
    palette: {
      ...base.palette,
      mode,
      ...statusPalette(mode),
      ...accentPalette(look.accent, mode),
      background: { default: surfaces.page, paper: surfaces.paper },
    },
    components: {
      ...base.components,
      // Without this MUI paints app bars in dark mode like paper, dropping the accent.
      MuiAppBar: { defaultProps: { enableColorOnDark: true } },
      // On a phone the language button shows just its icon (screen readers still hear the language): the page
      // title keeps its room.
      RaLocalesMenuButton: {
        styleOverrides: {
          root: {
            [PHONE]: { '& .MuiButton-root': { fontSize: 0, minWidth: 0 }, '& .MuiButton-endIcon': { display: 'none' } },
          },
        },
      },
      ...(compact && COMPACT_COMPONENTS),
      ...(look.reducedMotion && { MuiButtonBase: { defaultProps: { disableRipple: true } } }),
    },
  };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the system asks for reduced motion, following changes while the app is open. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(REDUCED_MOTION);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
  );
}

/** The theme of the stored settings and the system's motion preference; changes as soon as they do. */
export function useUiTheme(direction: Direction = 'ltr'): RaThemeOptions {
  const { theme, density, accent } = useUiSettings();
  const reducedMotion = usePrefersReducedMotion();
  return useMemo(
    () => buildTheme({ theme, density, accent, reducedMotion }, direction),
    [theme, density, accent, reducedMotion, direction],
  );
}
