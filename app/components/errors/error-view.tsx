import { lazy } from 'react';

/**
 * The error page (error-page-view.tsx), whose code only an error page downloads (issue 14). No
 * Suspense boundary: the server waits for it, and the browser hydrates once it has arrived.
 */
export const ErrorView = lazy(() => import('./error-page-view').then((module) => ({ default: module.ErrorView })));
