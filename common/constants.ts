// Business constants of spec §9, with the spec's names and units.
export const APP_NAME = 'Tienda Diverso';
export const STORAGE_PREFIX = 'tienda-diverso';
export const APP_VERSION = '1.0.0';

export const API_TIMEOUT_MS = 10_000;
export const STATUS_TIMEOUT_MS = 5_000;

export const BANNER_ROTATION_MS = 10_000;
export const BANNER_DEFAULT_BACKGROUND = '#f9fafb';
export const BANNER_DEFAULT_TEXT = '#111827';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_RECENT = 5;
export const SEARCH_POPULAR_CHIPS = 4;

/** Default of the server's UPLOAD_MAX_BYTES (profile photos); pages check it first, the server has the last word. */
export const DEFAULT_UPLOAD_MAX_MB = 5;
export const DEFAULT_UPLOAD_MAX_BYTES = DEFAULT_UPLOAD_MAX_MB * 1024 * 1024;

export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export const FOOTER_STATUS_REFRESH_MS = 60_000;
export const STATUS_PAGE_REFRESH_MS = 60_000;
export const STATUS_AVERAGE_RESPONSE = '150ms';
export const STATUS_UPTIME = '99.9%';

export const HOME_FEATURED_COUNT = 4;
export const STORE_FEATURED_LIMIT = 8;
export const RELATED_PRODUCTS_LIMIT = 4;
export const STORE_PAGE_SIZE = 12;
export const API_DEFAULT_PER_PAGE = 15;
export const PRICE_RANGE_DEFAULT = { min: 0, max: 1000 } as const;

export const PRODUCT_CAROUSEL_INTERVAL_MS = 5_000;
export const PRODUCT_TAGS_SHOWN = 3;
export const LOW_STOCK_DEFAULT_THRESHOLD = 10;
export const ADMIN_LOW_STOCK_THRESHOLD = 5;

export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const ALERT_DEFAULT_AUTO_CLOSE_MS = 3_000;
export const COOKIE_BANNER_DELAY_MS = 1_000;

export const LOGO_MAX_PIXEL_RATIO = 2;
export const LOGO_PIXELATION_BASE = 0.008;
export const LOGO_PIXELATION_PER_OFFSET = 0.015;
export const LOGO_INFLUENCE_RADIUS = 0.4;
export const LOGO_GLOW_FACTOR = 0.15;
export const LOGO_DEFAULT_WIDTH = 200;
export const LOGO_DEFAULT_HEIGHT = 64;

export const BRAND_PANEL_FIGURES = [
  { value: '2', label: 'Marcas' },
  { value: '500+', label: 'Productos' },
  { value: '100%', label: 'Innovación' },
] as const;
