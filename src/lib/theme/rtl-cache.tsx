import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from 'stylis-plugin-rtl';

// Mirrors every style (margins, paddings, positions) for right-to-left languages. No vendor
// prefixer: the bundle targets evergreen browsers.
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });

/** The emotion cache with stylis-plugin-rtl (loaded lazily by DirectionCache). */
export default function RtlCacheProvider({ children }: { children: ReactNode }) {
  return <CacheProvider value={rtlCache}>{children}</CacheProvider>;
}
