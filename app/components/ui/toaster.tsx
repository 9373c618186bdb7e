// Placeholder until the widget lands.
export function Toaster() {
  return null;
}
