import { success } from '../../../common/api/replies';
import { consentEndpoints as endpoints } from '../../../common/consent/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { limitPublicWrite } from '../payments/public-rate-limit';
import { serve } from '../route-kit';
import { myConsents, recordCookieConsent } from './consent-service';

/** Consents on record (issue 33): the banner's cookie choices, and what a customer agreed to. */
export function registerConsentRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  serve(app, deps, endpoints['POST /consents/cookies'], async ({ body }, c) => {
    await limitPublicWrite(db, 'cookieConsents', deps.clientIp(c), deps.now());
    return success(await recordCookieConsent(db, body, c.get('auth')?.user.id ?? null));
  });
  serve(app, deps, endpoints['GET /user/privacy/consents'], async (_input, c) => success(await myConsents(db, c.get('auth').user.id)));
}
