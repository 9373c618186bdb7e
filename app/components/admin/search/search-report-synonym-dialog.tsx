import { useId, useState, type FormEvent } from 'react';
import { formFailure, type FieldErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { api } from '~/lib/api/browser-client';
import { toast } from '~/lib/toast';
import { AdminDialogFrame } from '../admin-dialog-frame';

/**
 * «Añadir sinónimo» from a query that found nothing: a one-way synonym in one step, the shoppers'
 * words already in place as what they type, staff write the word it should find. The search applies
 * it at once (the same rule for the search box, the store and the suggestions).
 */
export function SearchReportSynonymDialog({ query, onClose, onAdded }: { query: string | null; onClose: () => void; onAdded: (query: string) => void }) {
  return (
    <AdminDialogFrame
      open={query !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Añadir sinónimo"
      description="Quien busque estas palabras encontrará también lo que encuentra la palabra que escribas (en un sentido)."
    >
      {query !== null && <SynonymForm key={query} query={query} onCancel={onClose} onAdded={onAdded} />}
    </AdminDialogFrame>
  );
}

function SynonymForm({ query, onCancel, onAdded }: { query: string; onCancel: () => void; onAdded: (query: string) => void }) {
  const formId = useId();
  const [input, setInput] = useState(query);
  const [term, setTerm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    if (!term.trim()) {
      setErrors({ terms: 'Escribe la palabra que debe encontrar.' });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      await api('POST /admin/search/synonyms', { body: { kind: 'one_way', input: input.trim(), terms: [term.trim()] } });
      toast({ type: 'success', message: `Sinónimo guardado: «${input.trim()}» encuentra también «${term.trim()}».` });
      onAdded(query);
    } catch (error) {
      const failure = formFailure(error, 'No se pudo guardar el sinónimo. Inténtalo de nuevo.');
      // A message about one of the terms belongs to the one field that has it.
      const fieldErrors: Record<string, string> = {};
      for (const [path, text] of Object.entries(failure.fieldErrors)) fieldErrors[path.startsWith('terms') ? 'terms' : path] = text;
      setErrors(fieldErrors);
      const shown = new Set(['input', 'terms']);
      const other = Object.entries(fieldErrors).find(([path]) => !shown.has(path));
      setMessage(failure.message ?? other?.[1] ?? null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 px-6 py-5">
      <TextField
        label="Lo que buscan los clientes"
        name="input"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        error={errors.input}
        hint="Tal como lo buscaron; se guarda en minúsculas y sin tildes."
        maxLength={60}
        required
      />
      <TextField
        label="Debe encontrar también"
        name="term"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        error={errors.terms}
        hint="Una palabra que ya encuentra productos, por ejemplo «jeans» para «vaqueros»."
        maxLength={60}
        required
        autoFocus
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
