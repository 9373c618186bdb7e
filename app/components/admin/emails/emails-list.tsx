import clsx from 'clsx';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { EMAIL_STATE_LABELS, EMAIL_STATES, type EmailPage } from '@common/emails/contracts';
import { Pagination } from '~/components/catalog/pagination';
import { AdminPageHeader } from '../admin-page-header';
import { LoadErrorCard } from '../kit/load-error-card';
import '../admin-motion.css';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminTable, type Column } from '../kit/admin-table';
import { ListCount } from '../kit/list-count';
import { useListFilters } from '../kit/use-list-filters';
import { ADMIN_EMAILS_PATH, emailListAddress } from './email-query';
import { EmailStateBadge, formatEmailWhen } from './email-state-badge';
import { ListEmptyState } from '../kit/list-empty-state';

export interface EmailsScreenProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: EmailPage | null;
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
}

/** The e-mails the store sends (or keeps in the outbox without SMTP), newest first. */
export function EmailsScreen({ page, onRetry }: EmailsScreenProps) {
  const { filters: query, update, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_EMAILS_PATH,
    address: emailListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const rows = page?.data ?? [];
  const kinds = page?.kinds ?? [];
  // A kind in the URL that the outbox no longer has still shows as chosen.
  const kindOptions = query.kind && !kinds.some((k) => k.kind === query.kind) ? [...kinds, { kind: query.kind, label: query.kind }] : kinds;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Tienda"
        title="Emails"
        description="Lo que la tienda envía a sus clientes: confirmaciones y avisos de pedidos, y avisos de la cuenta. Sin servidor de correo configurado (SMTP_URL) se quedan en cola y puedes leerlos aquí."
      />

      <div role="search" aria-label="Filtrar los emails" className="card grid grid-cols-1 items-start gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_repeat(2,minmax(0,1fr))_auto]">
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Destinatario o asunto…" />
        <FilterSelect label="Tipo" value={query.kind ?? ''} onChange={(v) => update({ kind: v || undefined })}>
          <option value="">Todos los tipos</option>
          {kindOptions.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Estado" value={query.state ?? ''} onChange={(v) => update({ state: (EMAIL_STATES as readonly string[]).includes(v) ? (v as (typeof EMAIL_STATES)[number]) : undefined })}>
          <option value="">Todos los estados</option>
          {EMAIL_STATES.map((state) => (
            <option key={state} value={state}>
              {EMAIL_STATE_LABELS[state]}
            </option>
          ))}
        </FilterSelect>
        <ClearFiltersButton onClick={() => clear()} disabled={!emailListAddress.isFiltered(query) && !searchText} className="self-end" />
      </div>

      <ListCount page={page} status={status} loadingText="Cargando los emails…" noun={['email', 'emails']} />

      {status === 'error' && <LoadErrorCard title="No se pudieron cargar los emails." detail="Comprueba la conexión e inténtalo de nuevo." onRetry={onRetry} />}

      <div className={clsx('card overflow-hidden', isLoading && page && 'opacity-70 transition-opacity')}>
        {rows.length > 0 && (
          <div className="overflow-x-auto">
            <AdminTable
              caption="Emails de la tienda, los más recientes primero"
              className="min-w-[44rem]"
              rowBaseClassName="align-top"
              columns={EMAIL_COLUMNS}
              rows={rows}
              rowKey={(email) => email.id}
            />
          </div>
        )}
        {rows.length === 0 && status === 'loading' && (
          <div role="status" className="flex flex-col gap-3 p-6">
            <span className="sr-only">Cargando los emails…</span>
            {[0, 1, 2, 3, 4].map((n) => (
              <div key={n} aria-hidden="true" className="td-admin-skeleton h-10 rounded-md" />
            ))}
          </div>
        )}
        <ListEmptyState
          rowCount={rows.length}
          status={status}
          filtered={emailListAddress.isFiltered(query)}
          icon={Mail}
          noMatch={{ title: 'Ningún email coincide con estos filtros', hint: 'Prueba con otro destinatario, otro tipo u otro estado.' }}
          empty={{ title: 'La tienda todavía no ha enviado ningún email', hint: 'Las confirmaciones de pedido y los avisos de la cuenta aparecerán aquí.' }}
        />
      </div>

      {page && (
        <Pagination
          page={page.current_page}
          lastPage={page.last_page}
          label="Paginación de los emails"
          hrefFor={(n) => `${ADMIN_EMAILS_PATH}${emailListAddress.queryString({ ...query, page: n })}`}
        />
      )}
    </div>
  );
}

const EMAIL_COLUMNS: readonly Column<EmailPage['data'][number]>[] = [
  {
    header: 'Fecha',
    className: 'py-3 pr-2 pl-4',
    cellClassName: 'whitespace-nowrap text-fg tabular-nums',
    cell: (email) => <time dateTime={email.created_at}>{formatEmailWhen(email.created_at)}</time>,
  },
  { header: 'Para', className: 'px-3 py-3', cellClassName: 'break-all text-fg', cell: (email) => email.to },
  {
    header: 'Asunto',
    className: 'px-3 py-3',
    cell: (email) => (
      <Link to={`${ADMIN_EMAILS_PATH}/${email.id}`} className="font-semibold break-words text-fg underline-offset-2 hover:text-primary hover:underline">
        {email.subject}
      </Link>
    ),
  },
  { header: 'Tipo', className: 'px-3 py-3', cellClassName: 'text-fg', cell: (email) => email.kind_label },
  { header: 'Estado', className: 'py-3 pr-4 pl-3', cell: (email) => <EmailStateBadge state={email.state} /> },
];
