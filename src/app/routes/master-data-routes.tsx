import type { RouteObject } from 'react-router-dom';

/** Zones and locations screens, inside the main area. */
export const masterDataRoutes: RouteObject[] = [];
