// Placeholder until the widget lands.
export function CookieBanner() {
  return null;
}
