import { useState, type FormEvent } from 'react';
import type { AdminSearchRedirect } from '@common/search/contracts';
import { SEARCH_REDIRECT_QUERY_MAX, SEARCH_REDIRECT_TARGET_KINDS, SEARCH_REDIRECT_TARGET_LABELS, SEARCH_REDIRECT_TARGET_MAX, type SearchRedirectTargetKind } from '@common/search/redirects';
import { formFailure } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextField } from '~/components/forms/text-field';
import { api } from '~/lib/api/browser-client';
import { toast } from '~/lib/toast';
import { AdminDialogFrame } from '../admin-dialog-frame';

/** 'Nueva redirección' or editing one (`redirect`), in a dialog. */
export function RedirectDialog({ open, redirect, onClose, onSaved }: { open: boolean; redirect: AdminSearchRedirect | null; onClose: () => void; onSaved: () => void }) {
  return (
    <AdminDialogFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={redirect ? 'Editar redirección' : 'Nueva redirección'}
      description="Quien busque exactamente estas palabras (sin importar mayúsculas ni tildes) irá directamente a la página, sin ver resultados."
    >
      <RedirectForm key={redirect?.id ?? 'new'} redirect={redirect} onCancel={onClose} onSaved={onSaved} />
    </AdminDialogFrame>
  );
}

function RedirectForm({ redirect, onCancel, onSaved }: { redirect: AdminSearchRedirect | null; onCancel: () => void; onSaved: () => void }) {
  const [query, setQuery] = useState(redirect?.query ?? '');
  const [targetKind, setTargetKind] = useState<SearchRedirectTargetKind>(redirect?.target_kind ?? 'path');
  const [target, setTarget] = useState(redirect?.target ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    setSaving(true);
    setMessage(null);
    const body = { query: query.trim(), target_kind: targetKind, target: targetKind === 'path' ? target.trim() : null };
    try {
      if (redirect) await api('PATCH /admin/search/redirects/{id}', { params: { id: redirect.id }, body });
      else await api('POST /admin/search/redirects', { body });
      setErrors({});
      toast({ type: 'success', message: redirect ? 'Redirección guardada.' : 'Redirección creada: esa búsqueda ya lleva a la página.' });
      onSaved();
    } catch (error) {
      const failure = formFailure(error, 'No se pudo guardar la redirección. Inténtalo de nuevo.');
      setErrors({ ...failure.fieldErrors });
      const other = Object.entries(failure.fieldErrors).find(([field]) => !['query', 'target_kind', 'target'].includes(field));
      setMessage(failure.message ?? other?.[1] ?? null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 px-6 py-5">
      <TextField
        label="Búsqueda"
        name="query"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        error={errors.query}
        hint="Por ejemplo «devoluciones» o «rebajas». Letras, números, espacios y guiones."
        maxLength={SEARCH_REDIRECT_QUERY_MAX}
        required
      />
      <SelectField label="Lleva a" name="target_kind" value={targetKind} onChange={(event) => setTargetKind(event.target.value as SearchRedirectTargetKind)} error={errors.target_kind} required>
        {SEARCH_REDIRECT_TARGET_KINDS.map((value) => (
          <option key={value} value={value}>
            {SEARCH_REDIRECT_TARGET_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {targetKind === 'path' ? (
        <TextField
          label="Dirección de la página"
          name="target"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          error={errors.target}
          hint="Una página de la tienda, empezando por /: por ejemplo /help/returns. Sin dominio."
          maxLength={SEARCH_REDIRECT_TARGET_MAX}
          required
        />
      ) : (
        <p className="text-sm text-muted">
          Lleva a la página de la campaña que esté en marcha en cada momento. Si no hay ninguna, la búsqueda muestra resultados como siempre.
          {errors.target ? <span className="mt-1 block font-medium text-danger">{errors.target}</span> : null}
        </p>
      )}
      <FormError message={message} />
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        <button type="button" onClick={onCancel} className="btn-secondary">
          Cancelar
        </button>
        <button type="submit" aria-busy={isSaving || undefined} disabled={isSaving} className="btn-primary">
          {isSaving ? 'Guardando…' : 'Guardar redirección'}
        </button>
      </div>
    </form>
  );
}
