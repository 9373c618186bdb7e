// Placeholder until the widget lands.
export function AdBannerStrip(_props: { path: string }) {
  return null;
}
