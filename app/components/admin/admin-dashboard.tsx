import { AlertTriangle, RefreshCw } from 'lucide-react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminDashboard as DashboardFigures } from '@common/admin/dashboard';
import type { IssuerStatus } from '@common/invoices/contracts';
import type { JobsOverview } from '@common/jobs/contracts';
import type { AdminBackupStatus } from '@common/backups/contracts';
import type { ReturnStats } from '@common/returns/contracts';
import { IssuerNotice } from './invoices/admin-invoices-list';
import { useAuth } from '~/lib/auth';
import { AdminPageHeader } from './admin-page-header';
import { DashboardStatCards } from './dashboard-stat-cards';
import { JobsHealth } from './jobs-health';
import { BackupStatus } from './backup-status';
import { ProductsSummary } from './products-summary';
import { QuickActions } from './quick-actions';
import { ReturnsSummary } from './returns-summary';
import { SalesSummary } from './sales-summary';
import { LatestSignups, RecentActivity } from './recent-activity';
import { UsersByRole } from './users-by-role';
import './admin-motion.css';

/** Title, greeting and 'Actualizar', which asks the route for the figures again. */
function DashboardHeader({ isLoading }: { isLoading: boolean }) {
  const { user } = useAuth();
  const revalidator = useRevalidator();
  const isBusy = isLoading || revalidator.state === 'loading';
  const firstName = user?.name.trim().split(/\s+/)[0];
  return (
    <AdminPageHeader
      eyebrow="Panel de control"
      title="Dashboard"
      description={firstName ? `Hola, ${firstName}. Así va Tienda Diverso.` : 'Así va Tienda Diverso.'}
      actions={
        <button type="button" onClick={() => void revalidator.revalidate()} disabled={isBusy} className="btn-secondary">
          <RefreshCw aria-hidden="true" className={clsx('size-4', isBusy && 'animate-spin motion-reduce:animate-none')} />
          Actualizar
        </button>
      }
    />
  );
}

/**
 * Spec §2 admin dashboard, every figure from GET /api/admin/dashboard (loaded by the route), and the
 * returns of the last 30 days for staff with returns.manage (`returns` undefined for the others,
 * null when those figures could not be loaded), and — for staff with invoices.manage — a notice when
 * the store cannot invoice (issuer data missing in the settings) or invoices with the demo's issuer;
 * then «Ventas y devoluciones» of a chosen period with its charts (`sales`, drawn by the route);
 * last, the background jobs' health from GET /api/admin/jobs (`jobs`, null when it could not be loaded)
 * and the last backup from GET /api/admin/backups (`backups`, null likewise).
 */
export function AdminDashboard({
  data,
  returns,
  issuer,
  jobs,
  backups,
  sales,
}: {
  data: DashboardFigures;
  returns?: ReturnStats | null;
  issuer?: IssuerStatus | null;
  jobs?: JobsOverview | null;
  backups?: AdminBackupStatus | null;
  /** «Ventas y devoluciones» of a chosen period, with its charts (the route gives it). */
  sales?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader isLoading={false} />
      {issuer && <IssuerNotice issuer={issuer} />}
      <DashboardStatCards data={data} />
      <SalesSummary sales={data.sales} />
      {returns !== undefined && <ReturnsSummary stats={returns} />}
      {sales}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ProductsSummary products={data.products} />
        </div>
        <QuickActions />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity entries={data.recent_activity} />
        </div>
        <UsersByRole byRole={data.users.by_role} />
      </div>
      <LatestSignups users={data.recent_users} products={data.recent_products} />
      {jobs !== undefined && <JobsHealth overview={jobs} />}
      {backups !== undefined && <BackupStatus status={backups} />}
    </div>
  );
}

/** While the first figures load: the heading, and placeholders in the shape of the cards. */
export function AdminDashboardLoading() {
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader isLoading />
      <DashboardSkeleton />
    </div>
  );
}

/** When the figures could not be loaded: why, in Spanish, and 'Reintentar'. */
export function AdminDashboardError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader isLoading={false} />
      <div role="alert" className="card flex flex-col items-start gap-4 border-danger/40 p-6 sm:flex-row sm:items-center">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger">
          <AlertTriangle aria-hidden="true" className="size-5" />
        </span>
        <div className="flex-1">
          <p className="font-semibold text-fg">No se pudieron cargar las cifras del panel.</p>
          <p className="mt-1 text-sm text-muted">{message}</p>
        </div>
        <button type="button" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'} className="btn-primary">
          <RefreshCw aria-hidden="true" className="size-4" />
          Reintentar
        </button>
      </div>
    </div>
  );
}

function Bone({ className }: { className: string }) {
  return <div className={clsx('td-admin-skeleton rounded-md', className)} />;
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">Cargando las cifras del panel…</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="card flex flex-col gap-5 p-4 sm:p-5">
            <Bone className="h-4 w-2/3" />
            <Bone className="h-9 w-1/2" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-3">
        <div className="card p-6 lg:col-span-2">
          <Bone className="h-6 w-48" />
          <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-5">
            {[0, 1, 2, 3, 4].map((n) => (
              <Bone key={n} className="h-16" />
            ))}
          </div>
        </div>
        <div className="card flex flex-col gap-3 p-6">
          <Bone className="h-6 w-40" />
          {[0, 1, 2, 3].map((n) => (
            <Bone key={n} className="h-12" />
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="card flex flex-col gap-4 p-6">
        <Bone className="h-6 w-44" />
        {[0, 1, 2].map((n) => (
          <Bone key={n} className="h-10" />
        ))}
      </div>
    </div>
  );
}
