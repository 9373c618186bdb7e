import clsx from 'clsx';
import { ArrowDown, ArrowUp, Eye, EyeOff, FolderPlus, FolderTree, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { AdminCategoryNode } from '@common/catalog/admin-category-contracts';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { AdminListResults } from '../kit/admin-list-results';
import { useListStatus } from '../kit/use-list-filters';
import { CategoryEditor, type EditorTarget } from './category-editor';
import { buildTree, moved, type TreeNode } from './category-tree';

const count = new Intl.NumberFormat('es-ES');
const productCount = (n: number) => `${count.format(n)} ${n === 1 ? 'producto' : 'productos'}`;

export const ADMIN_CATEGORIES_PATH = '/admin/categories';

export interface AdminCategoriesTreeProps {
  /** null while they load, or when they could not be loaded. */
  categories: readonly AdminCategoryNode[] | null;
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-line bg-surface text-fg transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Spec §2 admin.categories: the category tree (indented, in shop order) with product counts and
 * state; create, edit and nest in a side form; move up and down within a level; image;
 * activate or deactivate; delete an empty one behind the confirm dialog.
 */
export function AdminCategoriesTree({ categories, onRetry }: AdminCategoriesTreeProps) {
  const revalidator = useRevalidator();
  const { show } = useAlertDialog();
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // After a move the list is drawn again: focus goes back to the button that moved the row, in the
  // new list (not the one the move started from) and once the buttons are enabled again, in
  // whichever order the new list and the end of the move arrive.
  const pendingFocus = useRef<{ key: string; from: readonly AdminCategoryNode[] | null } | null>(null);
  const { status, isLoading } = useListStatus({ path: ADMIN_CATEGORIES_PATH, hasPage: categories !== null, onRetry });
  const rows = categories ?? [];
  const tree = buildTree(rows);
  const total = rows.filter((c) => c.parent_id === null).reduce((sum, c) => sum + c.products_count, 0);
  const hidden = rows.filter((c) => !c.is_active).length;

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted || busy !== null || categories === wanted.from) return;
    const [id, direction] = wanted.key.split(':');
    const button =
      document.querySelector<HTMLButtonElement>(`[data-move="${id}:${direction}"]:not(:disabled)`) ??
      document.querySelector<HTMLButtonElement>(`[data-move="${id}:${direction === 'up' ? 'down' : 'up'}"]:not(:disabled)`);
    if (button) {
      button.focus();
      pendingFocus.current = null;
    }
  }, [categories, busy]);

  async function run(id: number, call: () => Promise<unknown>, done: string | null, failure: string) {
    setBusy(id);
    try {
      await call();
      if (done) toast({ type: 'success', message: done });
      await revalidator.revalidate();
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, failure) });
    } finally {
      setBusy(null);
    }
  }

  function move(category: AdminCategoryNode, direction: 'up' | 'down') {
    const siblings = rows.filter((c) => c.parent_id === category.parent_id).map((c) => c.id);
    const order = moved(siblings, category.id, direction);
    if (!order) return;
    pendingFocus.current = { key: `${category.id}:${direction}`, from: categories };
    void run(
      category.id,
      () => api('PUT /admin/categories/order', { body: { parent_id: category.parent_id, category_ids: order } }),
      `${category.name} ${direction === 'up' ? 'sube' : 'baja'} un puesto.`,
      'No se pudo cambiar el orden.',
    );
  }

  async function toggle(category: AdminCategoryNode) {
    const params = { id: String(category.id) };
    if (category.is_active) {
      const answer = await show({
        type: 'warning',
        title: `¿Desactivar ${category.name}?`,
        message: 'Deja de verse en la tienda y sus productos dejan de contar en su categoría padre. No se borra nada; puedes activarla cuando quieras.',
        confirmText: 'Desactivar',
        cancelText: 'Cancelar',
      });
      if (answer !== 'confirm') return;
      await run(category.id, () => api('POST /admin/categories/{id}/deactivate', { params }), `${category.name} desactivada.`, 'No se pudo desactivar la categoría.');
    } else {
      await run(category.id, () => api('POST /admin/categories/{id}/activate', { params }), `${category.name} activada.`, 'No se pudo activar la categoría.');
    }
  }

  async function remove(category: AdminCategoryNode) {
    const blocked =
      category.own_products_count > 0
        ? `Tiene ${productCount(category.own_products_count)}: muévelos a otra categoría o desactívala en lugar de borrarla.`
        : category.children_count > 0
          ? `Tiene ${category.children_count === 1 ? 'una subcategoría' : `${category.children_count} subcategorías`}: bórralas o muévelas antes.`
          : null;
    const answer = await show({
      type: 'warning',
      title: blocked ? `No se puede borrar ${category.name}` : `¿Borrar ${category.name}?`,
      message: blocked ?? 'Se borran la categoría y su imagen. No se puede deshacer.',
      confirmText: blocked ? null : 'Borrar',
      cancelText: blocked ? 'Entendido' : 'Cancelar',
    });
    if (answer !== 'confirm') return;
    if (target?.mode === 'edit' && target.category.id === category.id) setTarget(null);
    await run(category.id, () => api('DELETE /admin/categories/{id}', { params: { id: String(category.id) } }), `${category.name} borrada.`, 'No se pudo borrar la categoría.');
  }

  function renderLevel(nodes: readonly TreeNode[], label: string) {
    return (
      <ul aria-label={label} className="flex flex-col">
        {nodes.map((node, index) => {
          const c = node.category;
          return (
            <li key={c.id} className="border-t border-line first:border-t-0">
              <div
                className={clsx('flex flex-col gap-3 py-3 pr-4 sm:flex-row sm:items-center', busy === c.id && 'opacity-70')}
                style={{ paddingLeft: `${1 + node.depth * 1.75}rem` }}
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  {node.depth > 0 && <span aria-hidden="true" className="h-px w-3 shrink-0 bg-line" />}
                  <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-muted font-display text-lg font-semibold text-muted">
                    {c.image_url ? (
                      <img src={c.image_url} alt="" width={44} height={44} loading="lazy" decoding="async" className="size-full object-cover" />
                    ) : (
                      <span aria-hidden="true">{c.name.charAt(0).toUpperCase()}</span>
                    )}
                  </span>
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                      <span>{c.name}</span>
                      <span
                        className={clsx(
                          'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                          c.is_active ? 'bg-success/12 text-success ring-success/25' : 'bg-surface-muted text-muted ring-line',
                        )}
                      >
                        {c.is_active ? 'Activa' : 'Oculta en la tienda'}
                      </span>
                    </p>
                    <p className="mt-0.5 font-mono text-xs text-muted">/{c.slug}</p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-1.5">
                  <Link
                    to={`/admin/products?category=${c.id}`}
                    className="mr-2 inline-flex items-center rounded-full bg-surface-muted px-3 py-1 text-xs font-semibold text-fg tabular-nums transition-colors hover:bg-primary hover:text-on-primary"
                  >
                    {productCount(c.products_count)}
                    <span className="sr-only"> en {c.name}</span>
                  </Link>
                  <button type="button" className={iconButton} data-move={`${c.id}:up`} disabled={index === 0 || busy !== null} onClick={() => move(c, 'up')}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                    <span className="sr-only">Subir {c.name}</span>
                  </button>
                  <button type="button" className={iconButton} data-move={`${c.id}:down`} disabled={index === nodes.length - 1 || busy !== null} onClick={() => move(c, 'down')}>
                    <ArrowDown aria-hidden="true" className="size-4" />
                    <span className="sr-only">Bajar {c.name}</span>
                  </button>
                  <button type="button" className={iconButton} onClick={() => setTarget({ mode: 'new', parentId: c.id })}>
                    <FolderPlus aria-hidden="true" className="size-4" />
                    <span className="sr-only">Nueva subcategoría de {c.name}</span>
                  </button>
                  <button type="button" className={iconButton} onClick={() => setTarget({ mode: 'edit', category: c })}>
                    <Pencil aria-hidden="true" className="size-4" />
                    <span className="sr-only">Editar {c.name}</span>
                  </button>
                  <button type="button" className={iconButton} disabled={busy !== null} onClick={() => void toggle(c)}>
                    {c.is_active ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
                    <span className="sr-only">
                      {c.is_active ? 'Desactivar' : 'Activar'} {c.name}
                    </span>
                  </button>
                  <button type="button" className={clsx(iconButton, 'text-danger')} disabled={busy !== null} onClick={() => void remove(c)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">Borrar {c.name}</span>
                  </button>
                </div>
              </div>
              {node.children.length > 0 && renderLevel(node.children, `Subcategorías de ${c.name}`)}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Catálogo"
        title="Categorías"
        description="Cómo se ordena la tienda. Cada producto pertenece a una categoría; una categoría puede tener subcategorías."
        actions={
          <button type="button" className="btn-primary" onClick={() => setTarget({ mode: 'new', parentId: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Nueva categoría
          </button>
        }
      />

      <div className={clsx('grid gap-6', target && 'xl:grid-cols-[minmax(0,1fr)_24rem]')}>
        <div className="flex min-w-0 flex-col gap-6">
          <AdminListResults
            page={categories && { total: categories.length }}
            countDetail={`${hidden ? ` (${hidden} ${hidden === 1 ? 'oculta' : 'ocultas'})` : ''} · ${productCount(total)}`}
            status={status}
            isLoading={isLoading}
            rowCount={rows.length}
            noun={['categoría', 'categorías']}
            loadingText="Cargando categorías…"
            errorTitle="No se pudieron cargar las categorías."
            onRetry={onRetry}
            empty={{
              filtered: false,
              icon: FolderTree,
              noMatch: { title: 'Ninguna categoría coincide', hint: '' },
              empty: { title: 'Todavía no hay categorías', hint: 'Crea la primera con «Nueva categoría»; luego, sus subcategorías desde su fila.' },
            }}
          >
            {rows.length > 0 && renderLevel(tree, 'Categorías de la tienda')}
          </AdminListResults>
        </div>
        {target && (
          <div className="xl:sticky xl:top-6 xl:self-start">
            <CategoryEditor
              key={target.mode === 'edit' ? `edit-${target.category.id}` : `new-${target.parentId ?? 'top'}`}
              target={target}
              categories={rows}
              onClose={() => setTarget(null)}
              onSaved={(saved) => {
                setTarget({ mode: 'edit', category: saved });
                void revalidator.revalidate();
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}
