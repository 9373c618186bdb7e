import { useState, type FormEvent } from 'react';
import type { AdminSearchSynonym } from '@common/search/contracts';
import { SEARCH_SYNONYM_KIND_LABELS, SEARCH_SYNONYM_KINDS, SEARCH_TERM_MAX, type SearchSynonymKind } from '@common/search/synonyms';
import { formFailure, type FieldErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextField } from '~/components/forms/text-field';
import { api } from '~/lib/api/browser-client';
import { toast } from '~/lib/toast';
import { AdminDialogFrame } from '../admin-dialog-frame';

/** The terms as staff write them, one field: "vaqueros, jeans, tejanos". */
export const splitTerms = (text: string) =>
  text
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);

/** A 422's messages on `terms.N` belong to the one terms field. */
function byField(errors: FieldErrors): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, text] of Object.entries(errors)) {
    const field = path.startsWith('terms') ? 'terms' : path;
    fields[field] ??= text;
  }
  return fields;
}

/** 'Nuevo sinónimo' or editing one (`synonym`), in a dialog; `open` false closes it. */
export function SynonymDialog({ open, synonym, onClose, onSaved }: { open: boolean; synonym: AdminSearchSynonym | null; onClose: () => void; onSaved: () => void }) {
  return (
    <AdminDialogFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={synonym ? 'Editar sinónimo' : 'Nuevo sinónimo'}
      description="En los dos sentidos, cada término encuentra lo que encuentran los demás. En un sentido, lo que busca el cliente encuentra también los términos, no al revés."
    >
      <SynonymForm key={synonym?.id ?? 'new'} synonym={synonym} onCancel={onClose} onSaved={onSaved} />
    </AdminDialogFrame>
  );
}

function SynonymForm({ synonym, onCancel, onSaved }: { synonym: AdminSearchSynonym | null; onCancel: () => void; onSaved: () => void }) {
  const [kind, setKind] = useState<SearchSynonymKind>(synonym?.kind ?? 'two_way');
  const [input, setInput] = useState(synonym?.input ?? '');
  const [terms, setTerms] = useState(synonym?.terms.join(', ') ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    setSaving(true);
    setMessage(null);
    const body = { kind, input: kind === 'one_way' ? input.trim() : null, terms: splitTerms(terms) };
    try {
      if (synonym) await api('PATCH /admin/search/synonyms/{id}', { params: { id: synonym.id }, body });
      else await api('POST /admin/search/synonyms', { body });
      setErrors({});
      toast({ type: 'success', message: synonym ? 'Sinónimo guardado.' : 'Sinónimo creado: la búsqueda ya lo aplica.' });
      onSaved();
    } catch (error) {
      const failure = formFailure(error, 'No se pudo guardar el sinónimo. Inténtalo de nuevo.');
      const fields = byField(failure.fieldErrors);
      setErrors(fields);
      const other = Object.entries(fields).find(([field]) => !['kind', 'input', 'terms'].includes(field));
      setMessage(failure.message ?? other?.[1] ?? null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 px-6 py-5">
      <SelectField label="Tipo" name="kind" value={kind} onChange={(event) => setKind(event.target.value as SearchSynonymKind)} error={errors.kind} required>
        {SEARCH_SYNONYM_KINDS.map((value) => (
          <option key={value} value={value}>
            {SEARCH_SYNONYM_KIND_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {kind === 'one_way' && (
        <TextField
          label="Lo que busca el cliente"
          name="input"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          error={errors.input}
          hint="Por ejemplo «deportivas». Se guarda en minúsculas y sin tildes."
          maxLength={SEARCH_TERM_MAX}
          required
        />
      )}
      <TextField
        label={kind === 'one_way' ? 'Encuentra también' : 'Términos del grupo'}
        name="terms"
        value={terms}
        onChange={(event) => setTerms(event.target.value)}
        error={errors.terms}
        hint={
          kind === 'one_way'
            ? 'Separados por comas, por ejemplo «zapatillas». Letras, números, espacios y guiones; hasta 60 caracteres cada uno.'
            : 'Al menos dos, separados por comas: «vaqueros, jeans, tejanos». Letras, números, espacios y guiones; hasta 60 caracteres cada uno.'
        }
        required
      />
      <FormError message={message} />
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        <button type="button" onClick={onCancel} className="btn-secondary">
          Cancelar
        </button>
        <button type="submit" aria-busy={isSaving || undefined} disabled={isSaving} className="btn-primary">
          {isSaving ? 'Guardando…' : 'Guardar sinónimo'}
        </button>
      </div>
    </form>
  );
}
