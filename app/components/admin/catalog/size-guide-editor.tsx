import { Plus, Trash2 } from 'lucide-react';
import type { FieldErrors } from '~/components/forms/field-errors';
import { TextField } from '~/components/forms/text-field';
import { emptySizeGuideRow, sizeGuideColumns, type ProductFormValues } from './product-form-values';
import { RowInput } from './row-input';

type GuideValues = Pick<ProductFormValues, 'size_guide_columns' | 'size_guide_rows'>;

interface SizeGuideEditorProps {
  values: GuideValues;
  errors: FieldErrors;
  onChange: (patch: Partial<GuideValues>) => void;
  clearError: (path: string) => void;
}

/** Measurements in centimetres: the columns are named once, then one row a size. */
export function SizeGuideEditor({ values, errors, onChange, clearError }: SizeGuideEditorProps) {
  const columns = sizeGuideColumns(values);
  const rows = values.size_guide_rows;

  function changeRow(index: number, patch: { size?: string; values?: string[] }) {
    onChange({ size_guide_rows: rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
    if (patch.size !== undefined) clearError(`size_guide.rows.${index}.size`);
    clearError('size_guide.rows');
  }

  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Medidas (cm)"
        name="size_guide.columns"
        required
        hint="Separadas por comas, hasta 8: Pecho, Cintura, Largo…"
        value={values.size_guide_columns}
        error={errors['size_guide.columns']}
        onChange={(event) => {
          onChange({ size_guide_columns: event.target.value });
          clearError('size_guide.columns');
        }}
      />
      <fieldset name="size_guide.rows" className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-fg">Tallas</legend>
        {errors['size_guide.rows'] && <p className="text-sm font-medium text-danger">{errors['size_guide.rows']}</p>}
        <div className="overflow-x-auto">
          <div aria-hidden="true" className="mb-2 hidden min-w-fit gap-2 text-xs font-semibold tracking-wide text-muted uppercase sm:flex">
            <span className="w-20 shrink-0">Talla</span>
            {columns.map((column, c) => (
              <span key={`${column}-${c}`} className="w-24 shrink-0 truncate">
                {column}
              </span>
            ))}
          </div>
          <ol className="flex min-w-fit flex-col gap-2">
            {rows.map((row, index) => (
              <li key={row.key} className="flex items-end gap-2 sm:items-start">
                <RowInput
                  label={`Talla de la fila ${index + 1}`}
                  shortLabel="Talla"
                  name={`size_guide.rows.${index}.size`}
                  value={row.size}
                  maxLength={20}
                  placeholder="M"
                  className="w-20 shrink-0"
                  error={errors[`size_guide.rows.${index}.size`]}
                  onChange={(e) => changeRow(index, { size: e.target.value })}
                />
                {columns.map((column, c) => (
                  <RowInput
                    key={`${column}-${c}`}
                    label={`${column} en cm, fila ${index + 1}`}
                    shortLabel={column}
                    name={`size_guide.rows.${index}.values.${c}`}
                    value={row.values[c] ?? ''}
                    inputMode="decimal"
                    className="w-24 shrink-0"
                    error={errors[`size_guide.rows.${index}.values.${c}`]}
                    onChange={(e) => {
                      const next = columns.map((_, i) => row.values[i] ?? '');
                      next[c] = e.target.value;
                      changeRow(index, { values: next });
                      clearError(`size_guide.rows.${index}.values.${c}`);
                    }}
                  />
                ))}
                <button
                  type="button"
                  onClick={() => onChange({ size_guide_rows: rows.filter((_, i) => i !== index) })}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger/10 hover:text-danger"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">Quitar la fila {index + 1}</span>
                </button>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <button type="button" onClick={() => onChange({ size_guide_rows: [...rows, emptySizeGuideRow(columns.length)] })} className="btn-secondary">
            <Plus aria-hidden="true" className="size-4" />
            Añadir talla
          </button>
        </div>
      </fieldset>
    </div>
  );
}
