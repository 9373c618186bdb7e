import { useId, useState } from 'react';
import clsx from 'clsx';
import { Eye, EyeOff, FolderInput, Star, StarOff, Trash2, X } from 'lucide-react';
import type { AdminCategory } from '@common/catalog/contracts';
import type { ProductBulkAction, ProductBulkResult } from '@common/catalog/bulk-action-contracts';
import { useAlertDialog, type AlertDialogType } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';

const products = (n: number) => `${n} ${n === 1 ? 'producto' : 'productos'}`;

interface ActionCopy {
  label: string;
  icon: typeof Eye;
  dialog: AlertDialogType;
  title: (n: number, category?: string) => string;
  message: (n: number, category?: string) => string;
  confirm: string;
}

/** What each action says on its button and in its confirmation (the destructive ones as a warning). */
const ACTIONS: Record<Exclude<ProductBulkAction, 'set_category'>, ActionCopy> = {
  activate: {
    label: 'Activar',
    icon: Eye,
    dialog: 'info',
    title: (n) => `¿Activar ${products(n)}?`,
    message: () => 'Se verán en la tienda si su visibilidad lo permite.',
    confirm: 'Activar',
  },
  deactivate: {
    label: 'Desactivar',
    icon: EyeOff,
    dialog: 'warning',
    title: (n) => `¿Desactivar ${products(n)}?`,
    message: () => 'Pasarán a borrador y dejarán de verse en la tienda hasta que se activen de nuevo.',
    confirm: 'Desactivar',
  },
  feature: {
    label: 'Destacar',
    icon: Star,
    dialog: 'info',
    title: (n) => `¿Destacar ${products(n)}?`,
    message: () => 'Aparecerán entre los productos destacados de la tienda.',
    confirm: 'Destacar',
  },
  unfeature: {
    label: 'Quitar destacado',
    icon: StarOff,
    dialog: 'info',
    title: (n) => `¿Quitar ${products(n)} de destacados?`,
    message: () => 'Dejarán de aparecer entre los destacados; siguen a la venta.',
    confirm: 'Quitar destacado',
  },
  delete: {
    label: 'Eliminar',
    icon: Trash2,
    dialog: 'warning',
    title: (n) => `¿Eliminar ${products(n)}?`,
    message: () => 'Dejarán de verse en la tienda y en el back-office. Los pedidos que ya los incluyen los conservan.',
    confirm: 'Eliminar',
  },
};

const CATEGORY_COPY = {
  title: (n: number, category: string) => `¿Mover ${products(n)} a «${category}»?`,
  message: (_n: number, _category: string) => 'Cambiará la categoría en la que se listan en la tienda.',
};

export interface ProductBulkBarProps {
  /** The selected products' ids, in list order. */
  ids: readonly number[];
  categories: readonly AdminCategory[];
  onClear: () => void;
  /** After the action ran: the list loads again. */
  onDone: (result: ProductBulkResult) => void;
}

/**
 * The selection's action bar on the products list: 'N seleccionados' and the bulk actions, each
 * confirmed with the alert dialog, then a summary toast ('2 productos desactivados; 1 no encontrado').
 */
export function ProductBulkBar({ ids, categories, onClear, onDone }: ProductBulkBarProps) {
  const { show } = useAlertDialog();
  const [busy, setBusy] = useState<ProductBulkAction | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const categoryFieldId = useId();
  const count = ids.length;

  async function run(action: ProductBulkAction) {
    const category = categories.find((c) => String(c.id) === categoryId);
    if (action === 'set_category' && !category) return;
    const copy = action === 'set_category' ? { ...CATEGORY_COPY, dialog: 'info' as const, confirm: 'Cambiar categoría' } : ACTIONS[action];
    const answer = await show({
      type: copy.dialog,
      title: copy.title(count, category?.name ?? ''),
      message: copy.message(count, category?.name ?? ''),
      confirmText: copy.confirm,
      cancelText: 'Cancelar',
    });
    if (answer !== 'confirm') return;
    setBusy(action);
    try {
      const { data } = await api('POST /admin/products/bulk', {
        body: { action, ids: [...ids], ...(action === 'set_category' ? { category_id: category!.id } : {}) },
      });
      toast({ type: data.not_found > 0 || data.updated === 0 ? 'warning' : 'success', message: data.message });
      onDone(data);
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo aplicar la acción. Inténtalo de nuevo.') });
    } finally {
      setBusy(null);
    }
  }

  return (
    // Clear of the floating accessibility button in the bottom-left corner until the sidebar takes it.
    <div
      role="region"
      aria-label="Acciones sobre la selección"
      aria-busy={busy !== null}
      className="sticky bottom-3 z-10 ml-16 flex flex-col gap-3 rounded-2xl border border-line bg-surface/95 px-3 py-3 shadow-lg backdrop-blur sm:px-5 lg:ml-0 xl:flex-row xl:items-center xl:justify-between"
    >
      <div className="flex items-center gap-3">
        <p className="text-sm font-semibold text-fg" aria-live="polite">
          {count} {count === 1 ? 'seleccionado' : 'seleccionados'}
        </p>
        <button type="button" onClick={onClear} disabled={busy !== null} className="inline-flex min-h-9 items-center gap-1 rounded-full px-2.5 text-sm font-medium text-muted hover:bg-surface-muted hover:text-fg">
          <X aria-hidden="true" className="size-4" />
          Deseleccionar
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {(['activate', 'deactivate', 'feature', 'unfeature'] as const).map((action) => {
          const { label, icon: Icon } = ACTIONS[action];
          return (
            <button key={action} type="button" onClick={() => void run(action)} disabled={busy !== null} className="btn-secondary h-10 px-3.5 text-sm">
              <Icon aria-hidden="true" className={clsx('size-4', busy === action && 'animate-pulse motion-reduce:animate-none')} />
              {label}
            </button>
          );
        })}
        <div className="flex items-center gap-2">
          <label htmlFor={categoryFieldId} className="sr-only">
            Categoría nueva
          </label>
          <select
            id={categoryFieldId}
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
            disabled={busy !== null}
            className="h-10 max-w-44 rounded-lg border border-line bg-surface px-2.5 text-sm text-fg appearance-auto"
          >
            <option value="">Categoría nueva…</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => void run('set_category')} disabled={busy !== null || !categoryId} className="btn-secondary h-10 px-3.5 text-sm">
            <FolderInput aria-hidden="true" className="size-4" />
            Cambiar categoría
          </button>
        </div>
        <button
          type="button"
          onClick={() => void run('delete')}
          disabled={busy !== null}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-danger/40 px-3.5 text-sm font-semibold text-danger transition-colors hover:bg-danger/10 disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Eliminar
        </button>
      </div>
    </div>
  );
}

/** A selection checkbox of the list (the header's one is mixed while only some rows are chosen). */
export function SelectionCheckbox({ checked, mixed = false, label, onChange, disabled }: { checked: boolean; mixed?: boolean; label: string; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(element) => {
        if (element) element.indeterminate = mixed && !checked;
      }}
      onChange={(event) => onChange(event.target.checked)}
      className="size-5 cursor-pointer rounded border-line accent-primary disabled:cursor-not-allowed"
    />
  );
}
