// Placeholder until the widget lands.
export function BackToTop() {
  return null;
}
