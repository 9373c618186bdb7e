import { StatusPage } from '~/components/status/status-page';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/status';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Estado del sistema', description: 'Estado en tiempo real de la API, la autenticación y la base de datos de Tienda Diverso.' });

export default function Status() {
  return <StatusPage />;
}
