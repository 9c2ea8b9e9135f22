import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { buildTheme, statusPalette } from './theme';

const palette = (theme: ReturnType<typeof buildTheme>) => theme.palette as Record<string, { main: string; contrastText: string }>;

describe('buildTheme', () => {
  it('builds the default look: light, comfortable, accent #FB9818 readable as text', () => {
    const theme = buildTheme({ theme: 'light', density: 'comfortable', accent: '#FB9818' });
    expect(theme.palette?.mode).toBe('light');
    expect(theme.direction).toBe('ltr');
    expect(theme.spacing).toBeUndefined();
    expect(palette(theme).secondary).toEqual({ main: '#fb9818', contrastText: '#000000' });
    const { main, contrastText } = palette(theme).primary;
    expect(contrastRatio(main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(main, '#fafafb')).toBeGreaterThanOrEqual(4.5);
    // The label of a focused filled text field, on the field's hovered grey.
    expect(contrastRatio(main, '#e8e8e8')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens a dark accent in dark mode and keeps react-admin defaults', () => {
    const theme = buildTheme({ theme: 'dark', density: 'comfortable', accent: '#0d47a1' });
    expect(theme.palette?.mode).toBe('dark');
    const { main, contrastText } = palette(theme).primary;
    expect(contrastRatio(main, '#121212')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(main, '#444444')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    expect(theme.components?.MuiTextField?.defaultProps).toMatchObject({ variant: 'filled' });
    expect(theme.components?.MuiAppBar?.defaultProps).toEqual({ enableColorOnDark: true });
  });

  it('labels every status colour (chips) in black or white at 4.5:1 or more, in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const { main, contrastText } of Object.values(statusPalette(mode))) {
        expect(contrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('drops transitions and ripples when the system asks for reduced motion', () => {
    const still = buildTheme({ theme: 'light', density: 'comfortable', accent: '#FB9818', reducedMotion: true });
    expect(still.transitions?.create?.(['opacity'])).toBe('none');
    expect(still.transitions?.duration?.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps).toEqual({ disableRipple: true });
    const moving = buildTheme({ theme: 'light', density: 'comfortable', accent: '#FB9818' });
    expect(moving.transitions).toBeUndefined();
    expect(moving.components?.MuiButtonBase).toBeUndefined();
  });

  it('makes compact density small and dense', () => {
    const theme = buildTheme({ theme: 'light', density: 'compact', accent: '#FB9818' });
    expect(theme.spacing).toBe(6);
    expect(theme.components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(theme.components?.MuiTable?.defaultProps).toEqual({ size: 'small' });
    expect(theme.components?.MuiList?.defaultProps).toEqual({ dense: true });
  });

  it('falls back to the default accent for an unknown colour and takes the direction', () => {
    const theme = buildTheme({ theme: 'light', density: 'comfortable', accent: 'not-a-colour' }, 'rtl');
    expect(palette(theme).secondary.main).toBe('#fb9818');
    expect(theme.direction).toBe('rtl');
  });
});
