import createCache from '@emotion/cache';

// One emotion cache per direction, each made once and shared by the standalone login and the back office.
// The right-to-left one (rtlEmotionCache.ts) is a module of its own: its stylis plugin is only loaded for Arabic
// before the login form.
export const ltrCache = createCache({ key: 'mui' });
