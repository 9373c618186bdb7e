export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const HOME_PATH = '/';
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const USER_DASHBOARD_PATH = '/user/dashboard';
export const REDIRECT_PARAM = 'redirect';

/** Spec §4 Logout: to guest.home, or to login when leaving the admin area. */
export function pathAfterSignOut(pathname: string): string {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? LOGIN_PATH : HOME_PATH;
}

/**
 * A ?redirect= value is followed only when it is a path on this site: one leading slash, no scheme,
 * no backslash tricks, and never back to the sign-in screens themselves.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters can make browsers read the path as something else.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://same.site');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.site') return null;
  if (url.pathname === LOGIN_PATH || url.pathname === REGISTER_PATH || url.pathname.startsWith(`${REGISTER_PATH}/`)) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that brings a guest back to `from` afterwards. */
export function loginPathFrom(from: { pathname: string; search?: string; hash?: string }): string {
  const target = safeRedirectPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
  if (!target || target === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}
