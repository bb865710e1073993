import type { RouteObject } from 'react-router-dom';

/** Users, wallets and star clients screens, inside the main area. */
export const userRoutes: RouteObject[] = [];
