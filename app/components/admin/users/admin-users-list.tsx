import { Plus, UserRoundSearch } from 'lucide-react';
import { Link } from 'react-router';
import { queryEnum } from '@common/query-params';
import { AdminUserListQuery, USER_STATUSES, type AdminUserPage, type AdminUserRow, type UserSort } from '@common/users/contracts';
import { AdminAvatar } from '../admin-avatar';
import { AdminPageHeader } from '../admin-page-header';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { CardLink, RowLink, type Column } from '../kit/admin-table';
import { defineListAddress } from '../kit/list-address';
import { useListFilters } from '../kit/use-list-filters';
import { formatCount } from '../dashboard-format';
import { formatDay, formatWhenOr, RoleChips, roleLabel, UserStatusBadge } from './user-badges';

export const ADMIN_USERS_PATH = '/admin/users';
export const ADMIN_USERS_PER_PAGE = 20;

/** The orders the screen offers, each a sort and a direction. */
const ORDERS = {
  recent: { sort: 'created_at', direction: 'desc', label: 'Alta más reciente' },
  oldest: { sort: 'created_at', direction: 'asc', label: 'Alta más antigua' },
  'name-asc': { sort: 'name', direction: 'asc', label: 'Nombre (A–Z)' },
  'name-desc': { sort: 'name', direction: 'desc', label: 'Nombre (Z–A)' },
  'email-asc': { sort: 'email', direction: 'asc', label: 'Email (A–Z)' },
  'login-desc': { sort: 'last_login_at', direction: 'desc', label: 'Último acceso' },
} as const satisfies Record<string, { sort: UserSort; direction: 'asc' | 'desc'; label: string }>;
export type UserOrder = keyof typeof ORDERS;
const ORDER_NAMES = Object.keys(ORDERS) as [UserOrder, ...UserOrder[]];
const isOrder = (value: string | null): value is UserOrder => value !== null && Object.hasOwn(ORDERS, value);

/**
 * The list's filters in the address (search, role, status, order and page, so a filtered list can
 * be shared), read as the API reads them; the order is the screen's own (`?sort=name-asc`), a sort
 * and a direction of the API.
 */
export const userListAddress = defineListAddress(
  AdminUserListQuery.pick({ search: true, role: true, status: true, page: true }).extend({
    order: queryEnum('sort', ORDER_NAMES, 'Orden no válido.').default('recent'),
  }),
  { fields: ['search', 'role', 'status', 'order', 'page'], names: { order: 'sort' } },
);
export type AdminUserFilters = ReturnType<typeof userListAddress.read>;
const DEFAULT_ORDER: UserOrder = userListAddress.defaults.order;

/** The API query of the list's filters. */
export function userQueryOf(filters: AdminUserFilters): Partial<Record<keyof AdminUserListQuery, string>> {
  const { sort, direction } = ORDERS[filters.order];
  return {
    search: filters.search,
    role: filters.role,
    status: filters.status,
    sort,
    direction,
    page: filters.page > 1 ? String(filters.page) : undefined,
    per_page: String(ADMIN_USERS_PER_PAGE),
  };
}

const STATUS_FILTER_LABELS = { active: 'Activas', deactivated: 'Desactivadas' } as const;

export interface AdminUsersListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AdminUserPage | null;
  /** May create accounts ('users.manage'): shows 'Nuevo usuario'. */
  canManage: boolean;
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
}

/** Spec §2 admin.users: every account, searched, filtered by role and state, sorted and paged on the server. */
export function AdminUsersList({ page, canManage, onRetry }: AdminUsersListProps) {
  const { filters, update, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_USERS_PATH,
    address: userListAddress,
    hasPage: page !== null,
    onRetry,
  });

  const rows = page?.data ?? [];
  const facets = page?.role_facets ?? [];
  // A role in the URL that the store no longer has still shows as chosen.
  const roleOptions = filters.role && !facets.some((f) => f.name === filters.role) ? [...facets, { name: filters.role, count: 0 }] : facets;
  const hasFilters = userListAddress.isFiltered(filters, ['order']);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Personas"
        title="Usuarios"
        description="Clientas y equipo de la tienda: busca una cuenta, revisa sus roles y sesiones, o da de alta a alguien del equipo."
        actions={
          canManage ? (
            <Link to={`${ADMIN_USERS_PATH}/new`} className="btn-primary">
              <Plus aria-hidden="true" className="size-4" />
              Nuevo usuario
            </Link>
          ) : null
        }
      />

      <div
        role="search"
        aria-label="Filtrar usuarios"
        className="card grid grid-cols-2 items-end gap-3 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:grid-cols-[minmax(12rem,1fr)_10.5rem_8rem_11.5rem_auto]"
      >
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Nombre o email" className="col-span-2 md:col-span-4 xl:col-span-1" />
        <FilterSelect label="Rol" value={filters.role ?? ''} onChange={(value) => update({ role: value || undefined })}>
          <option value="">Todos los roles</option>
          {roleOptions.map((facet) => (
            <option key={facet.name} value={facet.name}>
              {`${roleLabel(facet.name)} (${formatCount(facet.count)})`}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Estado" value={filters.status ?? ''} onChange={(value) => update({ status: USER_STATUSES.find((known) => known === value) })}>
          <option value="">Todos</option>
          {USER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_FILTER_LABELS[value]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Ordenar por" value={filters.order} onChange={(value) => update({ order: isOrder(value) ? value : DEFAULT_ORDER })}>
          {Object.entries(ORDERS).map(([value, order]) => (
            <option key={value} value={value}>
              {order.label}
            </option>
          ))}
        </FilterSelect>
        <ClearFiltersButton onClick={() => clear({ order: filters.order })} disabled={!hasFilters} />
      </div>

      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['usuario', 'usuarios']}
        loadingText="Cargando usuarios…"
        errorTitle="No se pudo cargar la lista de usuarios."
        onRetry={onRetry}
        table={{
          caption: 'Usuarios de la tienda',
          columns: USER_COLUMNS,
          rows,
          rowKey: (user) => user.id,
          sortedBy: { key: ORDERS[filters.order].sort, direction: ORDERS[filters.order].direction === 'asc' ? 'ascending' : 'descending' },
          rowLink: { href: detailPath, label: (user) => `Ver la ficha de ${user.name}` },
        }}
        cards={{
          label: 'Usuarios',
          below: 'md',
          items: rows.map((user) => <UserCard key={user.id} user={user} />),
        }}
        empty={{
          filtered: hasFilters,
          icon: UserRoundSearch,
          noMatch: { title: 'Ningún usuario coincide con estos filtros', hint: 'Prueba con otra búsqueda, otro rol u otro estado.' },
          empty: { title: 'Todavía no hay usuarios', hint: 'Las cuentas aparecen aquí en cuanto alguien se registra.' },
        }}
        pagination={{ label: 'Paginación de usuarios', hrefFor: (n) => `${ADMIN_USERS_PATH}${userListAddress.queryString({ ...filters, page: n })}` }}
      />
    </div>
  );
}

const detailPath = (user: AdminUserRow) => `${ADMIN_USERS_PATH}/${user.id}`;

const USER_COLUMNS: readonly Column<AdminUserRow>[] = [
  {
    header: 'Usuario',
    sortKey: 'name' satisfies UserSort,
    cell: (user) => (
      <div className="flex min-w-0 items-center gap-3">
        <AdminAvatar name={user.name} photoUrl={user.profile_photo_url} tone="soft" className="size-10 text-sm" />
        <div className="min-w-0">
          <RowLink to={detailPath(user)} numeric={false}>
            {user.name}
          </RowLink>
          <p className="mt-0.5 truncate text-xs text-muted">{user.email}</p>
          {user.phone && <p className="text-xs text-muted">{user.phone}</p>}
        </div>
      </div>
    ),
  },
  { header: 'Roles', cell: (user) => <RoleChips roles={user.roles} /> },
  { header: 'Estado', cell: (user) => <UserStatusBadge status={user.status} /> },
  { header: 'Alta', sortKey: 'created_at' satisfies UserSort, className: 'hidden px-4 py-3 lg:table-cell', cellClassName: 'whitespace-nowrap text-fg', cell: (user) => formatDay(user.created_at) },
  {
    header: 'Último acceso',
    sortKey: 'last_login_at' satisfies UserSort,
    className: 'hidden px-4 py-3 xl:table-cell',
    cellClassName: 'whitespace-nowrap text-fg',
    cell: (user) => formatWhenOr(user.last_login_at, 'Nunca'),
  },
];

function UserCard({ user }: { user: AdminUserRow }) {
  return (
    <li className="relative flex items-start gap-3 p-4 transition-colors hover:bg-surface-muted/40">
      <AdminAvatar name={user.name} photoUrl={user.profile_photo_url} tone="soft" className="size-11 text-sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardLink to={detailPath(user)} numeric={false}>
            {user.name}
          </CardLink>
          <UserStatusBadge status={user.status} />
        </div>
        <p className="mt-0.5 truncate text-sm text-muted">{user.email}</p>
        <RoleChips roles={user.roles} className="mt-2" />
        <p className="mt-2 text-xs text-muted">
          Alta {formatDay(user.created_at)} · Último acceso {formatWhenOr(user.last_login_at, 'nunca')}
        </p>
      </div>
    </li>
  );
}
