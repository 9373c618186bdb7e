import { z } from '../zod';
import { STATUS_VALUES } from './rules';

export { FOOTER_STATUS_LABELS, STATUS_DEFAULT_ERROR, type FooterStatus } from './rules';

/** `GET /api/status` reply (spec §3, §7): status 'success' means online. */
export const StatusReply = z.object({
  status: z.enum(STATUS_VALUES.status),
  database: z.enum(STATUS_VALUES.database),
  api: z.enum(STATUS_VALUES.api),
  server: z.enum(STATUS_VALUES.server),
  authentication: z.enum(STATUS_VALUES.authentication),
  timestamp: z.string(),
  message: z.string(),
  version: z.string(),
}).meta({ id: 'StatusReply' });
export type StatusReply = z.infer<typeof StatusReply>;
