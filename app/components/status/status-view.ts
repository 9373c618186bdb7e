import { APP_VERSION } from '@common/constants';
import type { StatusReply } from '@common/status/contracts';
import type { StatusResult } from '~/lib/system-status';

/** Spec §4 "Status page": loading, success (operational), failure (service unavailable). */
export type OverallState = 'loading' | 'operational' | 'unavailable';
export type ServiceState = 'checking' | 'operational' | 'down';
export type ServiceKey = 'api' | 'authentication' | 'database';

export interface ServiceView {
  key: ServiceKey;
  name: string;
  description: string;
  state: ServiceState;
}

export interface StatusView {
  overall: OverallState;
  title: string;
  /** The reply's message when operational; the spec's failure sentence otherwise. */
  message: string | null;
  /** Failure only: 'Error: …' or 'Conexión fallida'. */
  errorDetail: string | null;
  services: ServiceView[];
  responseTime: string | null;
  version: string;
  /** ISO timestamp of the reply, formatted by the page in es-ES. */
  timestamp: string | null;
}

const SERVICES: { key: ServiceKey; name: string; description: string; isUp: (reply: StatusReply) => boolean }[] = [
  {
    key: 'api',
    name: 'REST API',
    description: 'Catálogo, carrito, pagos y pedidos',
    isUp: (reply) => reply.api === 'operational',
  },
  {
    key: 'authentication',
    name: 'Autenticación',
    description: 'Registro e inicio de sesión',
    isUp: (reply) => reply.authentication === 'operational',
  },
  {
    key: 'database',
    name: 'Base de datos',
    description: 'Productos, cuentas, pedidos y existencias',
    isUp: (reply) => reply.database === 'connected',
  },
];

export const STATUS_TITLES: Record<OverallState, string> = {
  loading: 'Verificando estado...',
  operational: 'Todos los sistemas operativos',
  unavailable: 'Servicio No Disponible',
};

export const STATUS_UNREACHABLE = 'No se puede conectar con el servidor';
export const STATUS_CONNECTION_FAILED = 'Conexión fallida';

/** What the status page shows for the latest check (null before the first one ends). */
export function describeStatus(result: StatusResult | null): StatusView {
  const reply = result?.reply ?? null;
  const overall: OverallState = !result ? 'loading' : result.isOnline ? 'operational' : 'unavailable';
  const services = SERVICES.map(({ isUp, ...service }) => ({
    ...service,
    state: !result
      ? ('checking' as const)
      : reply && isStatusReply(reply) && isUp(reply)
        ? ('operational' as const)
        : ('down' as const),
  }));
  const errorMessage = result?.errorMessage?.trim();

  return {
    overall,
    title: STATUS_TITLES[overall],
    message:
      overall === 'operational'
        ? reply?.message || null
        : overall === 'unavailable'
          ? STATUS_UNREACHABLE
          : null,
    errorDetail:
      overall === 'unavailable' ? (errorMessage ? `Error: ${errorMessage}` : STATUS_CONNECTION_FAILED) : null,
    services,
    responseTime: result?.responseTimeMs != null ? `${result.responseTimeMs} ms` : null,
    version: reply?.version || APP_VERSION,
    timestamp: reply?.timestamp ?? null,
  };
}

/** A proxy's HTML error page parses to nothing useful; only a real status object counts. */
function isStatusReply(value: unknown): value is StatusReply {
  return typeof value === 'object' && value !== null && 'api' in value && 'database' in value;
}

/** Spec §7: the timestamp is shown as a Spanish-format date; an unreadable one is left out. */
export function formatStatusTimestamp(timestamp: string | null): string | null {
  if (!timestamp) return null;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleString('es-ES');
}
