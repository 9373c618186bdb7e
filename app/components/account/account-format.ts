const DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const RELATIVE = new Intl.RelativeTimeFormat('es-ES', { numeric: 'auto' });

/** '12 de marzo de 2025'. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}

/** 'hace 5 minutos', 'ayer'… for the last week; older moments get their date and time. */
export function formatRelative(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'ahora mismo';
  if (abs < 45 * 60) return RELATIVE.format(Math.round(seconds / 60), 'minute');
  if (abs < 22 * 3600) return RELATIVE.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86400) return RELATIVE.format(Math.round(seconds / 86400), 'day');
  return DATE_TIME.format(date);
}

/** Spanish greeting for an hour of the day: mornings run to lunch, evenings start after nine. */
export function greetingFor(hour: number): string {
  if (hour >= 6 && hour < 14) return 'Buenos días';
  if (hour >= 14 && hour < 21) return 'Buenas tardes';
  return 'Buenas noches';
}

export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'Usuario';
}

export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'U';
  const first = parts[0]!.charAt(0);
  // Spanish names: first name and first surname ('Lucía Fernández Ortega' → 'LF').
  const second = parts.length > 1 ? parts[1]!.charAt(0) : '';
  return (first + second).toUpperCase();
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/\bnode\b|undici/i, 'Node.js'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A user agent made readable: 'Chrome en Linux', 'Safari en iPhone'. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim();
  if (!ua) return 'Dispositivo desconocido';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} en ${system}`;
  if (browser) return browser;
  if (system) return `Navegador en ${system}`;
  return ua.length > 40 ? `${ua.slice(0, 40)}…` : ua;
}

/** Whether the device reads as a phone or tablet, for the icon. */
export function isMobileDevice(userAgent: string | null | undefined): boolean {
  return /\b(iPhone|iPad|iPod|Android|Mobile)\b/.test(userAgent ?? '');
}
