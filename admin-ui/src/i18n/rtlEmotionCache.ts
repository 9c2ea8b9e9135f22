import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

/** Mirrors every style (margins, paddings, positions) for right-to-left languages. */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
