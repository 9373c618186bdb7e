import { defineEndpoints } from '../api/contract';
import { StatusReply } from './contracts';

export const statusEndpoints = defineEndpoints({
  'GET /status': {
    operationId: 'getStatus',
    tag: 'Estado',
    access: 'public',
    summary: 'Estado del sistema',
    description:
      'Comprueba la API, la autenticación y la base de datos (con un tiempo máximo). Responde 200 cuando todo funciona y 503 cuando la base de datos no contesta; el balanceador de carga la usa como comprobación de salud.',
    reply: StatusReply,
    alternateReplies: { 503: { description: 'La base de datos no responde', schema: StatusReply } },
  },
});
