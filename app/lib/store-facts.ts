import { useRouteLoaderData } from 'react-router';
import { DEFAULT_STORE_SETTINGS, type PublicStoreSettings } from '@common/settings/contracts';
import { describeOpeningHours } from '@common/settings/rules';

/**
 * The store's facts for any component: the root loader reads the public settings once, on the
 * server (`app/root.tsx`), and every page reads them from here. Outside the root (a component test,
 * the root's own error page) they are the defaults, which are what a fresh store shows.
 *
 * Other store-wide data the root loads goes in `StoreFacts` and gets its own hook below (the header's
 * brand cards: `useStoreBrands()`, filled by whoever adds brands to the root loader).
 */
export interface StoreFacts {
  settings: PublicStoreSettings;
}

/** What the root loader returns for this file (the rest of its data is other hooks' business). */
export type RootFacts = Partial<StoreFacts>;

function useRootFacts(): RootFacts | undefined {
  return useRouteLoaderData<RootFacts>('root');
}

/** The public settings: store name, legal identity, contact, hours, social links, shipping, VAT, maintenance, SEO. */
export function useStoreSettings(): PublicStoreSettings {
  return useRootFacts()?.settings ?? DEFAULT_STORE_SETTINGS;
}

/** The opening hours in one sentence ('De lunes a viernes, de 9:00 a 19:00 (hora peninsular)'). */
export function useOpeningHoursText(): string {
  return describeOpeningHours(useStoreSettings().opening_hours);
}

/** The store's brands for the header cards: left for the brands work to fill from the root loader. */
// export function useStoreBrands() { … }
