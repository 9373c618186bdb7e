import { Plus, Trash2 } from 'lucide-react';
import type { FieldErrors } from '~/components/forms/field-errors';
import { TextField } from '~/components/forms/text-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { emptyComposition, parseNumber, type ProductFormValues } from './product-form-values';
import { RowInput } from './row-input';

type PassportValues = Pick<ProductFormValues, 'composition' | 'country_of_manufacture' | 'certifications' | 'care_instructions'>;

interface PassportEditorProps {
  values: PassportValues;
  errors: FieldErrors;
  onChange: (patch: Partial<PassportValues>) => void;
  clearError: (path: string) => void;
}

/** The product passport: fibre composition (adding up to 100 %), origin, certifications and care. */
export function PassportEditor({ values, errors, onChange, clearError }: PassportEditorProps) {
  const rows = values.composition;
  const sum = rows.reduce((total, row) => total + (parseNumber(row.percent) || 0), 0);
  const hasParts = rows.some((row) => row.fibre.trim() || row.percent.trim());

  function changeRow(index: number, patch: { fibre?: string; percent?: string }) {
    onChange({ composition: rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
    for (const key of Object.keys(patch)) clearError(`passport.composition.${index}.${key}`);
    clearError('passport.composition');
  }

  const text = (key: 'country_of_manufacture' | 'certifications' | 'care_instructions', path: string) => ({
    name: path,
    value: values[key],
    error: errors[path],
    onChange: (event: { target: { value: string } }) => {
      onChange({ [key]: event.target.value });
      clearError(path);
    },
  });

  return (
    <div className="flex flex-col gap-5">
      <fieldset name="passport.composition" className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 flex w-full flex-wrap items-baseline justify-between gap-2 text-sm font-medium text-fg">
          Composición
          <span className={hasParts && Math.round(sum) !== 100 ? 'text-xs font-semibold text-warning' : 'text-xs text-muted'}>
            Suma: {Math.round(sum * 10) / 10} % de 100 %
          </span>
        </legend>
        {errors['passport.composition'] && <p className="text-sm font-medium text-danger">{errors['passport.composition']}</p>}
        <ol className="flex flex-col gap-2">
          {rows.map((row, index) => (
            <li key={row.key} className="grid grid-cols-[minmax(0,1fr)_6rem_2.5rem] items-end gap-2 sm:items-start">
              <RowInput
                label={`Fibra ${index + 1}`}
                shortLabel="Fibra"
                name={`passport.composition.${index}.fibre`}
                value={row.fibre}
                maxLength={60}
                placeholder="Algodón orgánico"
                error={errors[`passport.composition.${index}.fibre`]}
                onChange={(e) => changeRow(index, { fibre: e.target.value })}
              />
              <RowInput
                label={`Porcentaje de la fibra ${index + 1}`}
                shortLabel="%"
                name={`passport.composition.${index}.percent`}
                value={row.percent}
                inputMode="decimal"
                placeholder="100"
                error={errors[`passport.composition.${index}.percent`]}
                onChange={(e) => changeRow(index, { percent: e.target.value })}
              />
              <button
                type="button"
                onClick={() => onChange({ composition: rows.filter((_, i) => i !== index) })}
                className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger/10 hover:text-danger"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">Quitar fibra {index + 1}</span>
              </button>
            </li>
          ))}
        </ol>
        <div>
          <button type="button" onClick={() => onChange({ composition: [...rows, emptyComposition()] })} className="btn-secondary">
            <Plus aria-hidden="true" className="size-4" />
            Añadir fibra
          </button>
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="País de fabricación" required maxLength={60} placeholder="Portugal" {...text('country_of_manufacture', 'passport.country_of_manufacture')} />
        <TextField label="Certificaciones" hint="Separadas por comas, p. ej. GOTS, OEKO-TEX" {...text('certifications', 'passport.certifications')} />
      </div>
      <TextAreaField label="Cuidados" hint="Una instrucción por línea." rows={4} {...text('care_instructions', 'passport.care_instructions')} />
    </div>
  );
}
