import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default look with the spec's accent colour #FB9818. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#b35f00' },
    secondary: { main: '#FB9818', contrastText: '#1d1d1d' },
  },
};
