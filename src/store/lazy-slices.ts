// Slices that load with the code that needs them (imported by the main area's lazy chunk only).
import type { WithSlice } from '@reduxjs/toolkit';
import { menuSlice } from '@/features/menu/menu-slice';
import { rootReducer } from './store';

declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof menuSlice> {}
}

/** The side menu's slice, injected into every store built from the root reducer. */
export const injectedMenuSlice = menuSlice.injectInto(rootReducer);
