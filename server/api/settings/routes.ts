import { success } from '../../../common/api/replies';
import { settingsEndpoints } from '../../../common/settings/endpoints';
import { isHostedProvider } from '../../payments/hosted-provider';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { readStoreSettings } from '../../settings/store-settings';
import { presentAdminSettings, saveStoreSettings } from './settings-service';

/** Store settings: the public facts and their back-office screen. */
export function registerSettingsRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = settingsEndpoints;

  // How a card is paid comes from the provider chosen at start, not from the stored settings.
  serve(app, deps, endpoint['GET /settings'], async () =>
    success({ ...(await readStoreSettings(db)), payment_flow: isHostedProvider(deps.payments) ? ('hosted' as const) : ('direct' as const) }));

  serve(app, deps, endpoint['GET /admin/settings'], async () => success(await presentAdminSettings(db)));

  serve(app, deps, endpoint['PUT /admin/settings'], async ({ body }, c) => {
    await saveStoreSettings(db, auditActor(c, deps), body, deps.now());
    return success(await presentAdminSettings(db));
  });
}
