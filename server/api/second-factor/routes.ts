import type { Context } from 'hono';
import { success } from '../../../common/api/replies';
import { secondFactorEndpoints as endpoints } from '../../../common/second-factor/endpoints';
import { auditActor } from '../audit/record-audit';
import { signInInfo } from '../auth/routes';
import type { ApiApp, ApiDeps, ApiEnv } from '../context';
import { serve } from '../route-kit';
import {
  addPasskey,
  confirmTotpSetup,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  resetSecondFactor,
  secondFactorStatus,
  startPasskeySetup,
  startTotpSetup,
  type SessionCaller,
} from './enrolment';
import { completePasskeySignIn, completeSecondFactorSignIn, startPasskeySignIn } from './sign-in';
import { relyingPartyOf } from './webauthn';

/** Two-factor sign-in, the account's factors and staff's reset (issue 33). */
export function registerSecondFactorRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  const caller = (c: Context<ApiEnv>): SessionCaller => {
    const { user, tokenId, secondFactorAt } = c.get('auth');
    return { user, tokenId, secondFactorAt, ipAddress: deps.clientIp(c), now: deps.now() };
  };

  serve(app, deps, endpoints['POST /login/second-factor'], ({ body }, c) => {
    const request = signInInfo(c, deps);
    return completeSecondFactorSignIn(db, body, deps.auth, request.relyingParty, request);
  });
  serve(app, deps, endpoints['POST /login/passkey/options'], (_input, c) => {
    const request = signInInfo(c, deps);
    return startPasskeySignIn(db, deps.auth, request.relyingParty, request);
  });
  serve(app, deps, endpoints['POST /login/passkey'], ({ body }, c) => {
    const request = signInInfo(c, deps);
    return completePasskeySignIn(db, body, deps.auth, request.relyingParty, request);
  });

  serve(app, deps, endpoints['GET /user/second-factor'], async (_input, c) => success(await secondFactorStatus(db, caller(c))));
  serve(app, deps, endpoints['POST /user/second-factor/totp'], async ({ body }, c) => success(await startTotpSetup(db, caller(c), body.current_password)));
  serve(app, deps, endpoints['POST /user/second-factor/totp/confirm'], async ({ body }, c) => success(await confirmTotpSetup(db, caller(c), body.code)));
  serve(app, deps, endpoints['POST /user/second-factor/totp/remove'], async ({ body }, c) => success(await removeTotp(db, caller(c), body.current_password)));
  serve(app, deps, endpoints['POST /user/second-factor/recovery-codes'], async ({ body }, c) => success(await regenerateRecoveryCodes(db, caller(c), body.current_password)));
  serve(app, deps, endpoints['POST /user/second-factor/passkeys/options'], async ({ body }, c) => success(await startPasskeySetup(db, caller(c), body.current_password, relyingPartyOf(c.req.url), c.req.header('User-Agent') ?? null)));
  serve(app, deps, endpoints['POST /user/second-factor/passkeys'], async ({ body }, c) => success(await addPasskey(db, caller(c), body, relyingPartyOf(c.req.url))));
  serve(app, deps, endpoints['POST /user/second-factor/passkeys/{id}/remove'], async ({ params, body }, c) => success(await removePasskey(db, caller(c), params.id, body.current_password)));

  serve(app, deps, endpoints['POST /admin/users/{id}/second-factor/reset'], async ({ params }, c) =>
    success(await resetSecondFactor(db, auditActor(c, deps), params.id, deps.now())));
}
