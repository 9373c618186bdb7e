import { lazy } from 'react';

/**
 * The 404 page (not-found-page-view.tsx), whose code only an error page downloads (issue 14). No
 * Suspense boundary: the server waits for it, and the browser hydrates once it has arrived.
 */
export const NotFoundView = lazy(() => import('./not-found-page-view').then((module) => ({ default: module.NotFoundView })));
