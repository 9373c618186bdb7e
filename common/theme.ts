export const THEMES = ['ruediverso', 'divergente'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'ruediverso';

export const DARK_MODE_PREFERENCES = ['light', 'dark', 'auto'] as const;
export type DarkModePreference = (typeof DARK_MODE_PREFERENCES)[number];

export const PALETTES = {
  ruediverso: {
    brown: '#7E4015',
    yellow: '#FFC629',
    navy: '#00263E',
    olive: '#789904',
    gray: '#D9D8D6',
    khaki: '#5D6339',
  },
  divergente: {
    skyBlue: '#5B89B4',
    navy: '#1C355E',
    black: '#222222',
    charcoal: '#53575A',
    royalBlue: '#273480',
    deepBlue: '#001A70',
  },
} as const;

export const BRANDS = {
  ruediverso: {
    name: 'ruediverso',
    tagline: 'Moda de calle sostenible',
    cardTagline: 'contemporary elegance',
    path: '/brands/rue-diverso',
  },
  divergente: {
    name: 'divergente',
    tagline: 'Moda corporativa inclusiva',
    cardTagline: 'innovation without limits',
    path: '/brands/divergente',
  },
} as const;

/** Spec §5: any saved theme other than divergente falls back to ruediverso. */
export function parseTheme(saved: string | null | undefined): Theme {
  return saved === 'divergente' ? 'divergente' : 'ruediverso';
}

/** Spec §5: a missing (or unknown) saved preference falls back to auto. */
export function parseDarkModePreference(saved: string | null | undefined): DarkModePreference {
  return saved === 'light' || saved === 'dark' ? saved : 'auto';
}

export function resolveIsDark(preference: DarkModePreference, systemPrefersDark: boolean): boolean {
  return preference === 'auto' ? systemPrefersDark : preference === 'dark';
}
