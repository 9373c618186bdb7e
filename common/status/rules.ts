// The status check's words and values, without zod: the footer's light and the status page read
// them in every public page's bundle (issue 14); contracts.ts builds the reply schema from them.

/** The values each field of `GET /api/status` may take (spec §3, §7). */
export const STATUS_VALUES = {
  status: ['success', 'error'],
  database: ['connected', 'disconnected'],
  api: ['operational', 'degraded'],
  server: ['online'],
  authentication: ['operational', 'unavailable'],
} as const;

export type FooterStatus = 'checking' | 'online' | 'offline' | 'unknown';

export const FOOTER_STATUS_LABELS: Record<FooterStatus, string> = {
  checking: 'Verificando...',
  online: 'En línea',
  offline: 'Fuera de línea',
  unknown: 'Desconocido',
};

export const STATUS_DEFAULT_ERROR = 'Error al conectar con la API';

type StatusValues = { -readonly [K in keyof typeof STATUS_VALUES]: (typeof STATUS_VALUES)[K][number] };
/** The shape of `GET /api/status` (the same as contracts.ts's StatusReply). */
export type StatusShape = StatusValues & { timestamp: string; message: string; version: string };

/** Whether an answer (a 503's body, say) is a status reply: the check of the contract, without the schema library. */
export function isStatusReply(value: unknown): value is StatusShape {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Object.entries(STATUS_VALUES).every(([key, allowed]) => (allowed as readonly unknown[]).includes(record[key])) &&
    ['timestamp', 'message', 'version'].every((key) => typeof record[key] === 'string')
  );
}
