import type { RouteObject } from 'react-router-dom';

/** Orders screens, inside the main area. */
export const orderRoutes: RouteObject[] = [];
