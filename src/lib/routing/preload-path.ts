import { createContext, useContext } from 'react';

/**
 * Starts what the screen at a path (`/orders?tab=cancelled`) will need, as its route declares it:
 * a link calls it when it is pointed at or focused, so the screen's chunks, texts and first data
 * are on their way before the click. Given by the route table (`src/app/router.tsx`); outside it,
 * it does nothing.
 */
export type PreloadPath = (path: string) => void;

export const PreloadPathContext = createContext<PreloadPath>(() => undefined);

export const usePreloadPath = (): PreloadPath => useContext(PreloadPathContext);
