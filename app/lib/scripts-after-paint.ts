/**
 * What the document's deferred module script (scripts-after-paint.server.ts) and the client entry agree
 * on. The route modules are imported one `import()` each, so the entry, which they all import, runs
 * before the script has handed React Router their namespaces: while this flag is set the entry waits
 * for {@link ROUTE_MODULES_READY_EVENT} before it hydrates.
 */
export const ROUTE_MODULES_PENDING_FLAG = '__routeModulesPending';
export const ROUTE_MODULES_READY_EVENT = 'routemodulesready';
