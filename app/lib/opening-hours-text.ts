import { describeOpeningHours } from '@common/settings/rules';
import { useStoreSettings } from './store-facts';

/**
 * The opening hours in one sentence ('De lunes a viernes, de 9:00 a 19:00 (hora peninsular)'). Apart from
 * store-facts.ts, which every page's shell loads: the settings' rules it runs on (tax ids, IBANs, hours) would ride
 * along in every page (issue 36).
 */
export function useOpeningHoursText(): string {
  return describeOpeningHours(useStoreSettings().opening_hours);
}
