import { History, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { formatPrice } from '@common/money';
import type { FieldErrors } from '~/components/forms/field-errors';
import { useAuth } from '~/lib/auth';
import { canAccess } from '../admin-navigation';
import { emptyVariant, type ProductFormValues, type VariantRow } from './product-form-values';
import { RowInput } from './row-input';
import { StockJournalDialog } from './stock-journal-dialog';

/** 'CAM-01' + 'M' + 'Azul marino' → 'CAM-01-M-AZULMARINO': a variant SKU the API accepts. */
export function suggestedVariantSku(productSku: string, row: Pick<VariantRow, 'size' | 'color_name'>): string {
  if (!productSku.trim() || !row.size.trim()) return '';
  const part = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
  return [productSku.trim(), part(row.size), part(row.color_name)].filter(Boolean).join('-').slice(0, 80);
}

/**
 * A movement recorded in a variant's stock journal: its row shows the stock the journal now says,
 * and the product's total moves by as much (as the server's does), so the form stays unchanged.
 */
export function withRecordedStock(values: ProductFormValues, variantId: number, stock: number): ProductFormValues {
  const row = values.variants.find((variant) => variant.id === variantId);
  if (!row) return values;
  const moved = stock - (Number(row.stock) || 0);
  const total = Number(values.stock_quantity);
  return {
    ...values,
    variants: values.variants.map((variant) => (variant === row ? { ...variant, stock: String(stock) } : variant)),
    stock_quantity: Number.isFinite(total) && values.stock_quantity !== '' ? String(total + moved) : values.stock_quantity,
  };
}

const HEX = /^#[0-9A-Fa-f]{6}$/;
const GRID = 'sm:grid-cols-[3.75rem_minmax(0,1fr)_minmax(0,1.4fr)_10rem_4.5rem_5.5rem_5.25rem]';

interface VariantsEditorProps {
  rows: readonly VariantRow[];
  productSku: string;
  price: number | undefined;
  errors: FieldErrors;
  onChange: (rows: VariantRow[]) => void;
  clearError: (path: string) => void;
  /** A movement recorded in a saved variant's journal: its stock now (the row shows it unless the form does more). */
  onStockRecorded?: (variantId: number, stock: number) => void;
}

/** Size × colour rows with their own SKU, stock and optional price; the product's stock is their sum. */
export function VariantsEditor({ rows, productSku, price, errors, onChange, clearError, onStockRecorded }: VariantsEditorProps) {
  const headingId = useId();
  const groupError = errors.variants;
  const { user } = useAuth();
  const revalidator = useRevalidator();
  // The saved variant whose stock journal is open ('Movimientos').
  const [journalKey, setJournalKey] = useState<string | null>(null);
  const journalIndex = rows.findIndex((row) => row.key === journalKey && row.id !== undefined);
  const journalRow = journalIndex >= 0 ? rows[journalIndex] : undefined;

  function change(index: number, patch: Partial<VariantRow>) {
    onChange(
      rows.map((row, i) => {
        if (i !== index) return row;
        const next = { ...row, ...patch };
        // The SKU follows size and colour until someone types their own.
        if (!('sku' in patch) && (row.sku === '' || row.sku === suggestedVariantSku(productSku, row))) {
          next.sku = suggestedVariantSku(productSku, next);
        }
        return next;
      }),
    );
    for (const key of Object.keys(patch)) clearError(`variants.${index}.${key}`);
    clearError('variants');
  }

  function remove(index: number) {
    onChange(rows.filter((_, i) => i !== index));
    clearError('variants');
  }

  return (
    // Named after the API's path, so the form knows the group shows its own message.
    <fieldset
      name="variants"
      aria-labelledby={headingId}
      aria-invalid={groupError ? true : undefined}
      aria-describedby={groupError ? `${headingId}-error` : undefined}
      tabIndex={groupError ? -1 : undefined}
      className="flex min-w-0 flex-col gap-3 rounded-lg focus-visible:outline-offset-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-fg">
          Variantes <span className="font-normal text-muted">({rows.length})</span>
        </h3>
        <p className="text-xs text-muted">Sin precio propio, la variante se vende al precio del producto.</p>
      </div>
      {groupError && (
        <p id={`${headingId}-error`} className="text-sm font-medium text-danger">
          {groupError}
        </p>
      )}

      {rows.length > 0 && (
        <div aria-hidden="true" className={`hidden gap-2 px-1 text-xs font-semibold tracking-wide text-muted uppercase sm:grid ${GRID}`}>
          <span>Talla</span>
          <span>Color</span>
          <span>SKU</span>
          <span>Muestra</span>
          <span>Stock</span>
          <span>Precio €</span>
          <span />
        </div>
      )}
      <ol className="flex flex-col gap-3 sm:gap-2">
        {rows.map((row, index) => {
          const n = index + 1;
          const path = (field: keyof VariantRow) => `variants.${index}.${field}`;
          const error = (field: keyof VariantRow) => errors[path(field)];
          const swatch = HEX.test(row.color_hex) ? row.color_hex : '#888888';
          return (
            <li key={row.key} className={`grid grid-cols-2 gap-2 rounded-xl border border-line p-3 sm:items-start sm:rounded-none sm:border-0 sm:p-0 ${GRID}`}>
              <RowInput label={`Talla, variante ${n}`} shortLabel="Talla" name={path('size')} value={row.size} maxLength={20} placeholder="M" error={error('size')} onChange={(e) => change(index, { size: e.target.value })} />
              <RowInput label={`Color, variante ${n}`} shortLabel="Color" name={path('color_name')} value={row.color_name} maxLength={40} placeholder="Azul marino" error={error('color_name')} onChange={(e) => change(index, { color_name: e.target.value })} />
              <RowInput
                label={`SKU, variante ${n}`}
                shortLabel="SKU"
                name={path('sku')}
                value={row.sku}
                maxLength={80}
                spellCheck={false}
                error={error('sku')}
                isCode
                className="col-span-2 sm:col-span-1"
                onChange={(e) => change(index, { sku: e.target.value })}
              />
              <div className="flex min-w-0 items-end gap-1.5 sm:items-start">
                <input
                  type="color"
                  value={swatch.toLowerCase()}
                  onChange={(e) => change(index, { color_hex: e.target.value.toUpperCase() })}
                  aria-label={`Elegir color de muestra, variante ${n}`}
                  className="size-10 shrink-0 cursor-pointer rounded-lg border border-line bg-surface p-1"
                />
                <RowInput
                  label={`Color hexadecimal, variante ${n}`}
                  shortLabel="Hex"
                  name={path('color_hex')}
                  value={row.color_hex}
                  maxLength={7}
                  placeholder="#1C355E"
                  spellCheck={false}
                  error={error('color_hex')}
                  isCode
                  className="flex-1"
                  onChange={(e) => change(index, { color_hex: e.target.value })}
                />
              </div>
              <RowInput label={`Stock, variante ${n}`} shortLabel="Stock" name={path('stock')} value={row.stock} inputMode="numeric" error={error('stock')} onChange={(e) => change(index, { stock: e.target.value })} />
              <RowInput
                label={`Precio propio en euros, variante ${n}`}
                shortLabel="Precio €"
                name={path('price')}
                value={row.price}
                inputMode="decimal"
                placeholder={price !== undefined && !Number.isNaN(price) ? formatPrice(price).replace(/\s?€/, '') : ''}
                error={error('price')}
                onChange={(e) => change(index, { price: e.target.value })}
              />
              <div className="flex items-end justify-end gap-0.5 sm:items-start">
                {row.id !== undefined && (
                  <button
                    type="button"
                    onClick={() => setJournalKey(row.key)}
                    className="inline-flex h-10 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-muted transition-colors hover:bg-surface-muted hover:text-fg sm:w-10 sm:px-0"
                  >
                    <History aria-hidden="true" className="size-4" />
                    <span className="whitespace-nowrap sm:sr-only">
                      Movimientos<span className="sr-only"> de stock, variante {n}</span>
                    </span>
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => remove(index)}
                  className="inline-flex h-10 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-muted transition-colors hover:bg-danger/10 hover:text-danger sm:w-10 sm:px-0"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="whitespace-nowrap sm:sr-only">
                    Quitar<span className="sr-only"> variante {n}</span>
                  </span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {journalRow?.id !== undefined && (
        <StockJournalDialog
          variant={{ id: journalRow.id, label: [journalRow.size && `Talla ${journalRow.size}`, journalRow.color_name, journalRow.sku].filter(Boolean).join(' · ') }}
          open
          onOpenChange={(open) => !open && setJournalKey(null)}
          canAdjust={canAccess(user, 'products.manage')}
          onStockChange={(stock) => {
            // The row shows the stock the journal now says, and the product is read again so the form is not left 'unsaved'.
            if (onStockRecorded) onStockRecorded(journalRow.id!, stock);
            else change(journalIndex, { stock: String(stock) });
            void revalidator.revalidate();
          }}
        />
      )}
      <div>
        <button type="button" onClick={() => onChange([...rows, emptyVariant(rows[rows.length - 1])])} className="btn-secondary">
          <Plus aria-hidden="true" className="size-4" />
          Añadir variante
        </button>
      </div>
    </fieldset>
  );
}
