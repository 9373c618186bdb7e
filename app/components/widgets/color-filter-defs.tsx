// Placeholder until the widget lands.
export function ColorFilterDefs() {
  return null;
}
