import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { AdminStoreSettings, PublicStoreSettings, StoreSettingsUpdate } from './contracts';

/** Store settings: the public facts and their back-office screen. */
export const settingsEndpoints = defineEndpoints({
  'GET /settings': {
    operationId: 'getStoreSettings',
    tag: 'Configuración',
    access: 'public',
    summary: 'Datos públicos de la tienda',
    description:
      'Nombre, identidad legal, contacto, horario, redes sociales, tarifas de envío, IVA, modo mantenimiento y descripción por defecto: lo que muestran el pie, las páginas de ayuda y legales y el carrito. Sin configurar, los valores por defecto de la tienda. ' +
      '`payment_flow` dice cómo se paga con tarjeta con la pasarela en uso (hosted: en la página de la pasarela, sin tarjetas guardadas).',
    reply: Success(PublicStoreSettings),
  },
  'GET /admin/settings': {
    operationId: 'getAdminStoreSettings',
    tag: 'Admin · Configuración',
    access: 'admin',
    permission: 'settings.manage',
    summary: 'Configuración de la tienda',
    description: 'Toda la configuración con la fecha del último cambio y quién lo hizo.',
    reply: Success(AdminStoreSettings),
  },
  'PUT /admin/settings': {
    operationId: 'updateAdminStoreSettings',
    tag: 'Admin · Configuración',
    access: 'admin',
    permission: 'settings.manage',
    summary: 'Guardar la configuración de la tienda',
    description:
      'Guarda la configuración completa, validada campo a campo (422 con el motivo de cada campo). Los campos que cambian quedan en el registro de actividad con su valor anterior y el nuevo.',
    body: StoreSettingsUpdate,
    reply: Success(AdminStoreSettings),
  },
});
