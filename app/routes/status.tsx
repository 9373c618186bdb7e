import { APP_NAME } from '@common/constants';
import { StatusPage } from '~/components/status/status-page';
import type { Route } from './+types/status';

export const meta: Route.MetaFunction = () => [
  { title: `Estado del sistema · ${APP_NAME}` },
  {
    name: 'description',
    content: 'Estado en tiempo real de la API, la autenticación y la base de datos de Tienda Diverso.',
  },
];

export default function Status() {
  return <StatusPage />;
}
