import { Link } from 'react-router';
import { APP_NAME } from '@common/constants';
import { LOGO_IMAGE, LOGO_IMAGE_DARK } from '~/components/ui/logo';
import { ADMIN_DASHBOARD_PATH } from './admin-navigation';

/** The store logo with the back-office tag; leads to the dashboard. */
export function AdminBrand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={ADMIN_DASHBOARD_PATH}
      onClick={onNavigate}
      className="inline-flex items-center gap-2.5 rounded-md"
    >
      <img src={LOGO_IMAGE} alt={APP_NAME} width={125} height={40} className="block h-10 w-auto dark:hidden" />
      <img src={LOGO_IMAGE_DARK} alt={APP_NAME} width={125} height={40} loading="lazy" className="hidden h-10 w-auto dark:block" />
      <span className="rounded-md border border-line px-1.5 py-0.5 text-[0.625rem] font-semibold tracking-[0.14em] text-muted uppercase">
        Admin
      </span>
    </Link>
  );
}
