import { describe, expect, it } from 'vitest';
import { allowed, layerOf } from './layers.mjs';

describe('import layers', () => {
  it('places the registry above the domains and the contract kit below them', () => {
    expect(layerOf('common/endpoints.ts')?.name).toBe('common registry');
    expect(layerOf('common/api/contract.ts')?.name).toBe('common foundations');
    expect(layerOf('common/query-params.ts')?.name).toBe('common foundations');
    expect(layerOf('common/catalog/endpoints.ts')?.name).toBe('common domains');
    expect(allowed('common/endpoints.ts', 'common/catalog/endpoints.ts')).toBe(true);
    expect(allowed('common/api/contract.ts', 'common/catalog/rules.ts')).toBe(false);
    expect(allowed('common/catalog/endpoints.ts', 'common/endpoints.ts')).toBe(false);
  });

  it('lets the server run down from api to modules to foundations, never back up', () => {
    expect(allowed('server/api/settings/routes.ts', 'server/settings/store-settings.ts')).toBe(true);
    expect(allowed('server/mail/delivery.ts', 'server/settings/store-settings.ts')).toBe(true);
    expect(allowed('server/mail/delivery.ts', 'server/api/settings/settings-service.ts')).toBe(false);
    expect(allowed('server/db/visibility.ts', 'server/mail/outbox.ts')).toBe(false);
    expect(allowed('server/http/seo.ts', 'server/api/catalog/product-listing.ts')).toBe(false);
    expect(allowed('server/jobs/store-jobs.ts', 'server/api/orders/lifecycle.ts')).toBe(true);
  });

  it('keeps app/ and server/ apart and common/ below both', () => {
    expect(allowed('app/root.tsx', 'common/endpoints.ts')).toBe(true);
    expect(allowed('server/api/index.ts', 'common/endpoints.ts')).toBe(true);
    expect(allowed('app/lib/api/server-api.server.ts', 'server/app.ts')).toBe(false);
    expect(allowed('server/app.ts', 'app/root.tsx')).toBe(false);
    expect(allowed('common/money.ts', 'server/errors.ts')).toBe(false);
  });
});
