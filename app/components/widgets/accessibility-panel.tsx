// Placeholder until the widget lands.
export function AccessibilityPanel() {
  return null;
}
