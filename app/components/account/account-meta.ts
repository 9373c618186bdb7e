import { APP_NAME } from '@common/constants';

/** Document title and description of a customer-area screen: 'Mi Perfil · Tienda Diverso'. */
export function accountMeta(title: string, description?: string) {
  return [
    { title: `${title} · ${APP_NAME}` },
    ...(description ? [{ name: 'description', content: description }] : []),
    // Private pages: nothing here belongs in a search index.
    { name: 'robots', content: 'noindex' },
  ];
}
