import { z } from '../zod';

/** `GET /api/status` reply (spec §3, §7): status 'success' means online. */
export const StatusReply = z.object({
  status: z.enum(['success', 'error']),
  database: z.enum(['connected', 'disconnected']),
  api: z.enum(['operational', 'degraded']),
  server: z.enum(['online']),
  authentication: z.enum(['operational', 'unavailable']),
  timestamp: z.string(),
  message: z.string(),
  version: z.string(),
}).meta({ id: 'StatusReply' });
export type StatusReply = z.infer<typeof StatusReply>;

export type FooterStatus = 'checking' | 'online' | 'offline' | 'unknown';

export const FOOTER_STATUS_LABELS: Record<FooterStatus, string> = {
  checking: 'Verificando...',
  online: 'En línea',
  offline: 'Fuera de línea',
  unknown: 'Desconocido',
};

export const STATUS_DEFAULT_ERROR = 'Error al conectar con la API';
