import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Mirrors the route table of spec §2, one line a route.
export default [
  index('routes/home.tsx'),
  route('status', 'routes/status.tsx'),
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
