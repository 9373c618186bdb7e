import { useContext, useMemo, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import type { Brand } from '@common/catalog/contracts';
import type { PublicStoreSettings, StoreSettings } from '@common/settings/contracts';

/**
 * The store's facts for any component: the root loader reads the public settings once, on the
 * server (`app/root.tsx`, which falls back to the defaults itself), and every page reads them from here.
 * Outside the root's data (a component test) they are the defaults, which are what a fresh store shows:
 * registered by the server entry and the tests' setup (`registerDefaultStoreSettings`), so that the
 * browser, which always has the root's, does not download them (issue 36).
 *
 * Other store-wide data the root loads goes in `StoreFacts` and gets its own hook below (the header's
 * brand cards: `useStoreBrands()`, filled by whoever adds brands to the root loader).
 */
export interface StoreFacts {
  settings: PublicStoreSettings;
  /** The active brands (GET /api/brands); null when they could not be loaded. */
  brands: Brand[] | null;
}

/** What the root loader returns for this file (the rest of its data is other hooks' business). */
export type RootFacts = Partial<StoreFacts>;

/**
 * The root's loader data, read from the router state directly: useRouteLoaderData throws outside a
 * data router, and many component tests render pages in a plain MemoryRouter.
 */
function useRootFacts(): RootFacts | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return state?.loaderData.root as RootFacts | undefined;
}

let defaultSettings: PublicStoreSettings | null = null;

/** The settings read where the root's data has none (common/settings/defaults.ts, on the server and in component tests). */
export function registerDefaultStoreSettings(settings: PublicStoreSettings): void {
  defaultSettings = settings;
}

function settingsOf(root: RootFacts | undefined): PublicStoreSettings {
  const settings = root?.settings ?? defaultSettings;
  // The root loader gives every page its settings; only its maintenance page has none, and it reads none.
  if (!settings) throw new Error('No store settings: the root loader gives them to every page');
  return settings;
}

/**
 * The settings this tab saved in /admin/settings: the root loader runs once a visit, so after a save
 * the pages of this tab read these (the footer, the cart's bar, the maintenance notice) until the
 * next full load brings them from the server.
 */
let savedHere: StoreSettings | null = null;
const listeners = new Set<() => void>();

export function replaceStoreSettings(settings: StoreSettings | null): void {
  savedHere = settings;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The public settings: store name, legal identity, contact, hours, social links, shipping, VAT, maintenance, SEO, and how a card is paid. */
export function useStoreSettings(): PublicStoreSettings {
  const saved = useSyncExternalStore(subscribe, () => savedHere, () => null);
  const loaded = settingsOf(useRootFacts());
  // A save changes the stored settings; how a card is paid stays what the server said.
  return useMemo(() => (saved ? { ...saved, payment_flow: loaded.payment_flow } : loaded), [saved, loaded]);
}

/** The brands this tab saved in /admin/brands, read instead of the root's until the next full load. */
let brandsSavedHere: Brand[] | null = null;
const brandListeners = new Set<() => void>();

export function replaceStoreBrands(brands: Brand[] | null): void {
  brandsSavedHere = brands;
  for (const listener of brandListeners) listener();
}

function subscribeBrands(listener: () => void) {
  brandListeners.add(listener);
  return () => brandListeners.delete(listener);
}

/** The store's active brands for the header cards; null when unknown (the cards keep their built-in texts). */
export function useStoreBrands(): Brand[] | null {
  const saved = useSyncExternalStore(subscribeBrands, () => brandsSavedHere, () => null);
  const loaded = useRootFacts()?.brands;
  return saved ?? loaded ?? null;
}

/**
 * The settings inside a route's `meta` function (hooks cannot run there): the root's loader data
 * among the matches.
 */
export function settingsFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[] | undefined): PublicStoreSettings {
  const root = matches?.find((match) => match?.id === 'root')?.data as RootFacts | undefined;
  return settingsOf(root);
}
