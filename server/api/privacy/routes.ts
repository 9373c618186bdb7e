import { success } from '../../../common/api/replies';
import { privacyEndpoints as endpoints } from '../../../common/privacy/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve, TextReply } from '../route-kit';
import { deleteAccount } from './delete-account';
import { dataExportFileByToken, dataExportFileName, myDataExportFile, myDataExports, requestDataExport } from './data-export';

/** /api/user/privacy: the customer's copy of their data (issue 33). */
export function registerPrivacyRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  serve(app, deps, endpoints['POST /user/privacy/export'], async (_input, c) => {
    const { user } = c.get('auth');
    const requested = await requestDataExport(db, user, deps.clientIp(c), deps.now());
    // Made by the 'export-personal-data' job, which also sweeps every minute (a lost kick is only late).
    await deps.jobs?.send('export-personal-data').catch((err: unknown) => deps.logger.warn({ err }, 'queueing the personal data export failed'));
    return success(requested);
  });
  serve(app, deps, endpoints['GET /user/privacy/exports'], async (_input, c) => success(await myDataExports(db, c.get('auth').user.id, deps.now())));
  serve(app, deps, endpoints['GET /user/privacy/exports/{id}/file'], async ({ params }, c) => {
    const { row, bytes } = await myDataExportFile(db, deps.storage, c.get('auth').user.id, params.id, deps.now());
    return new TextReply(bytes, dataExportFileName(row));
  });
  serve(app, deps, endpoints['GET /user/privacy/exports/{id}/download'], async ({ params, query }) => {
    const { row, bytes } = await dataExportFileByToken(db, deps.storage, params.id, query.token, deps.now());
    return new TextReply(bytes, dataExportFileName(row));
  });
  serve(app, deps, endpoints['POST /user/privacy/delete'], async ({ body }, c) => {
    const { user, secondFactorAt } = c.get('auth');
    await deleteAccount(
      db,
      deps.storage,
      deps.logger,
      { userId: user.id, currentPassword: body.current_password, code: body.code, sessionSecondFactorAt: secondFactorAt, ipAddress: deps.clientIp(c) },
      deps.now(),
    );
    return success({ message: 'Hemos eliminado tu cuenta. Te hemos enviado un último email de confirmación.' });
  });
}
