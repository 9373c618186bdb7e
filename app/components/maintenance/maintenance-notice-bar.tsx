import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { isStaff, type RoleSubject } from '@common/roles';

/** The bar itself, for a signed-in person; shown only to staff (see MaintenanceNoticeBar). */
export function StaffMaintenanceNotice({ user }: { user: RoleSubject }) {
  if (!isStaff(user)) return null;
  return (
    <div role="status" className="border-b border-warning/40 bg-warning/10 text-fg">
      <p className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
        <Construction aria-hidden="true" className="size-4 shrink-0" />
        <strong className="font-semibold">Modo mantenimiento activo</strong>
        <span className="text-muted">La tienda está cerrada al público; solo el equipo la ve.</span>
        <Link to="/admin/settings" className="font-medium underline underline-offset-4 hover:text-primary">
          Configuración
        </Link>
      </p>
    </div>
  );
}
