import { api } from '~/lib/api/browser-client';
import { runChange } from '../kit/route-change';

/** The delete both roles routes' actions run: a toast either way, the refusal's status kept. */
export function deleteRoleChange(form: FormData) {
  const id = Number(form.get('id'));
  return runChange(() => api('DELETE /admin/roles/{id}', { params: { id } }), {
    success: `Rol «${String(form.get('name'))}» borrado.`,
    failure: 'No se pudo borrar el rol. Inténtalo de nuevo.',
  });
}
