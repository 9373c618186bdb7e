import { ArrowLeft, Check, ExternalLink, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { SPANISH_PROVINCES } from '@common/address/provinces';
import { AdminDirectoryBody, type AdminDirectoryEntry } from '@common/directory/contracts';
import { DIRECTORY_KIND_LABELS, DIRECTORY_KINDS, directoryEntryPath } from '@common/directory/rules';
import { formFailure, schemaErrors } from '~/components/forms/field-errors';
import { SelectField } from '~/components/forms/select-field';
import { TextField } from '~/components/forms/text-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { SwitchField } from '~/components/ui/switch-field';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { LoadErrorCard } from '../kit/load-error-card';
import { FormSaveBar } from '../form-save-bar';
import { DirectoryStateBadge, formatDirectoryDateTime } from './directory-badges';
import { DirectoryLogoCard } from './directory-logo-card';
import {
  ADMIN_DIRECTORY_PATH,
  adminDirectoryEntryPath,
  directoryBody,
  directoryFormValues,
  tagFailure,
  withTagErrorsTogether,
  type DirectoryFormValues,
} from './directory-form-values';
import { TagsField } from './tags-field';

const SAVE_FAILED = 'No se pudo guardar la ficha. Comprueba la conexión e inténtalo de nuevo.';

type SaveIntent = 'save' | 'approve';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = `directory-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-5 p-5 sm:p-6">
      <div>
        <h2 id={id} className="font-display text-xl font-semibold text-fg">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * Create (POST, published at once) or edit (PATCH) a directory entry; a proposal is approved from
 * here too ('Aprobar y publicar' saves what was changed, then approves), or turned down and deleted.
 */
export function DirectoryEntryForm({ entry }: { entry?: AdminDirectoryEntry }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { show } = useAlertDialog();
  const isEdit = entry !== undefined;
  const isPending = entry?.status === 'pending';
  const intent = useRef<SaveIntent>('save');
  const [isDeleting, setIsDeleting] = useState(false);

  const form = useFieldForm<DirectoryFormValues, { saved: AdminDirectoryEntry; intent: SaveIntent }>({
    initial: () => directoryFormValues(entry),
    // The contract's own messages; a taken slug and the rules the server checks on the stored entry come back as 422s.
    validate: (current) => withTagErrorsTogether(schemaErrors(AdminDirectoryBody, directoryBody(current))),
    send: async (current) => {
      const body = directoryBody(current);
      const wanted = intent.current;
      if (!entry) return { saved: (await api('POST /admin/directory', { body })).data, intent: wanted };
      const params = { id: entry.id };
      const saved = (await api('PATCH /admin/directory/{id}', { params, body })).data;
      if (wanted === 'approve') return { saved: (await api('POST /admin/directory/{id}/approve', { params })).data, intent: wanted };
      return { saved, intent: wanted };
    },
    onSaved: async ({ saved, intent: done }) => {
      if (!isEdit) {
        toast({ type: 'success', message: `${saved.name} ya está en el directorio. Si tiene logo, puedes subirlo ahora.` });
        await navigate(adminDirectoryEntryPath(saved));
        return;
      }
      if (done === 'approve') {
        toast({ type: 'success', message: `${saved.name} aprobada: ya aparece en el directorio.` });
        await navigate(`${ADMIN_DIRECTORY_PATH}?status=pending`);
        return;
      }
      toast({ type: 'success', message: `Cambios de ${saved.name} guardados.` });
      void revalidator.revalidate();
      return directoryFormValues(saved);
    },
    describeFailure: (error) => tagFailure(formFailure(error, SAVE_FAILED)),
  });
  const { values, setValue, field, checkbox, errors, errorAt, formError, isSaving, formRef } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    try {
      await form.submit(event);
    } finally {
      intent.current = 'save';
    }
  }

  function approve() {
    intent.current = 'approve';
    formRef.current?.requestSubmit();
  }

  async function remove() {
    if (!entry) return;
    const answer = await show({
      type: 'warning',
      title: isPending ? `¿Rechazar y borrar la propuesta de ${entry.name}?` : `¿Borrar ${entry.name} del directorio?`,
      message: isPending
        ? 'La propuesta se borra sin publicarse y no se puede recuperar.'
        : 'La ficha y su logo se borran y su página deja de existir. Si solo quieres retirarla un tiempo, desactiva «Visible en el directorio».',
      confirmText: isPending ? 'Rechazar y borrar' : 'Borrar',
      cancelText: 'Cancelar',
    });
    if (answer !== 'confirm') return;
    setIsDeleting(true);
    try {
      await api('DELETE /admin/directory/{id}', { params: { id: entry.id } });
      toast({ type: 'success', message: isPending ? `Propuesta de ${entry.name} rechazada y borrada.` : `${entry.name} borrada del directorio.` });
      await navigate(ADMIN_DIRECTORY_PATH);
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo borrar la ficha. Inténtalo de nuevo.') });
      setIsDeleting(false);
    }
  }

  const isPublished = entry?.status === 'approved' && entry.is_active;
  const title = isEdit ? entry.name : 'Nueva ficha';

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow={isEdit ? (isPending ? 'Propuesta del directorio' : 'Ficha del directorio') : 'Directorio'}
        title={title}
        description={
          isEdit ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <DirectoryStateBadge entry={entry} /> {DIRECTORY_KIND_LABELS[entry.kind].singular} · {entry.city} · {entry.province}
            </span>
          ) : (
            'Una ficha que crea el equipo se publica directamente en el directorio.'
          )
        }
        actions={
          <>
            <Link to={ADMIN_DIRECTORY_PATH} className="btn-secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Volver al listado
            </Link>
            {isPublished && (
              <Link to={directoryEntryPath(entry)} className="btn-secondary">
                <ExternalLink aria-hidden="true" className="size-4" />
                Ver en el directorio
              </Link>
            )}
            {isEdit && (
              <button type="button" className="btn-secondary text-danger" disabled={isDeleting || isSaving} onClick={() => void remove()}>
                <Trash2 aria-hidden="true" className="size-4" />
                {isPending ? 'Rechazar y borrar' : 'Borrar'}
              </button>
            )}
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={isEdit ? `Editar ${entry.name}` : 'Nueva ficha'} className="flex min-w-0 flex-col gap-6">
          <Section title="Ficha" description="Lo que se ve en la tarjeta del directorio y en la página de la ficha.">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Nombre" required maxLength={160} {...field('name')} />
              <SelectField label="Tipo" required {...field('kind')}>
                {DIRECTORY_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {DIRECTORY_KIND_LABELS[kind].singular}
                  </option>
                ))}
              </SelectField>
              <TextField label="Sector" required maxLength={80} placeholder="Arreglos y confección" hint="El oficio, en pocas palabras." {...field('sector')} />
              <TextField
                label="Slug"
                maxLength={180}
                spellCheck={false}
                hint="Minúsculas, números y guiones. Vacío: se genera a partir del nombre."
                {...field('slug')}
              />
            </div>
            <TextAreaField
              label="Presentación breve"
              required
              rows={3}
              maxLength={300}
              hint={`Entre 20 y 300 caracteres: aparece en la tarjeta del directorio (${values.summary.trim().length}/300).`}
              {...field('summary')}
            />
            <TextAreaField label="Descripción" rows={7} maxLength={4000} hint="Texto plano. Separa los párrafos con una línea en blanco." {...field('description')} />
            <TagsField
              tags={values.tags}
              draft={values.tag_draft}
              error={errorAt('tags')}
              onTagsChange={(tags) => setValue('tags', tags)}
              onDraftChange={(draft) => setValue('tag_draft', draft)}
            />
          </Section>

          <Section title="Dirección y contacto" description="Cómo encontrar y contactar con el negocio. Solo la localidad y la provincia son obligatorias.">
            <TextField label="Dirección" maxLength={200} autoComplete="off" placeholder="Calle del Pez, 12" {...field('address')} />
            <div className="grid gap-5 sm:grid-cols-3">
              <TextField label="Código postal" inputMode="numeric" maxLength={5} autoComplete="off" {...field('postal_code')} />
              <TextField label="Localidad" required maxLength={100} autoComplete="off" {...field('city')} />
              <SelectField label="Provincia" required {...field('province')}>
                <option value="">Elige una provincia</option>
                {SPANISH_PROVINCES.map((province) => (
                  <option key={province} value={province}>
                    {province}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Teléfono" type="tel" maxLength={20} autoComplete="off" {...field('phone')} />
              <TextField label="Email público" type="email" maxLength={254} autoComplete="off" spellCheck={false} {...field('email')} />
            </div>
            <TextField label="Web" type="url" maxLength={300} spellCheck={false} placeholder="https://" hint="Con https://, por ejemplo https://mitaller.es." {...field('website')} />
          </Section>

          <Section title="Publicación" description="Si la tienda ha comprobado los datos y si la ficha se muestra.">
            <div className="flex flex-col gap-4">
              <SwitchField label="Verificada" description="El equipo ha comprobado que el negocio existe y sus datos son correctos; la ficha lo muestra con un sello." {...checkbox('is_verified')} />
              <SwitchField
                label="Visible en el directorio"
                description={isPending ? 'Una propuesta no se ve hasta que se aprueba; entonces se publica visible.' : 'Apagado, la ficha queda oculta sin borrarse.'}
                {...checkbox('is_active')}
              />
            </div>
          </Section>

          <FormSaveBar
            formError={formError}
            errorCount={Object.keys(errors).length}
            cancelTo={ADMIN_DIRECTORY_PATH}
            isSaving={isSaving}
            saveLabel={isEdit ? 'Guardar' : 'Crear y publicar'}
            extraActions={
              isPending ? (
                <button type="button" className="btn-secondary" disabled={isSaving} onClick={approve}>
                  <Check aria-hidden="true" className="size-4" />
                  Aprobar y publicar
                </button>
              ) : null
            }
          />
        </form>

        <div className="flex flex-col gap-6">
          {isEdit ? (
            <>
              <ModerationCard entry={entry} />
              <DirectoryLogoCard entry={entry} />
            </>
          ) : (
            <p className="card p-5 text-sm text-muted">Podrás subir el logo en cuanto crees la ficha.</p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Who proposed it (read-only: the proposer's own contact, never shown in public), its state, and who reviewed it. */
function ModerationCard({ entry }: { entry: AdminDirectoryEntry }) {
  const hasProposer = Boolean(entry.contact_name || entry.contact_email);
  return (
    <section aria-labelledby="directory-moderation-title" className="card flex flex-col gap-4 p-5">
      <h2 id="directory-moderation-title" className="text-sm font-semibold text-fg">
        Moderación
      </h2>
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-muted">Estado</dt>
          <dd className="mt-1">
            <DirectoryStateBadge entry={entry} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted">{hasProposer ? 'Propuesta por' : 'Creada por'}</dt>
          <dd className="mt-0.5 text-fg">
            {hasProposer ? (
              <>
                <span className="block">{entry.contact_name}</span>
                {entry.contact_email && (
                  <a href={`mailto:${entry.contact_email}`} className="block break-all text-primary underline-offset-2 hover:underline">
                    {entry.contact_email}
                  </a>
                )}
                <span className="mt-1 block text-xs text-muted">Datos de contacto de quien la propuso; no se publican.</span>
              </>
            ) : (
              'El equipo de la tienda'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted">{hasProposer ? 'Recibida' : 'Creada'}</dt>
          <dd className="mt-0.5 text-fg">
            <time dateTime={entry.created_at}>{formatDirectoryDateTime(entry.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted">Revisión</dt>
          <dd className="mt-0.5 text-fg">
            {entry.reviewed_at ? (
              <>
                {entry.reviewed_by ? `${entry.reviewed_by.name}, ` : ''}
                <time dateTime={entry.reviewed_at}>{formatDirectoryDateTime(entry.reviewed_at)}</time>
              </>
            ) : (
              'Sin revisar todavía'
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function EditorFrame({ isEdit, children }: { isEdit: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader eyebrow="Directorio" title={isEdit ? 'Editar ficha' : 'Nueva ficha'} />
      {children}
    </div>
  );
}

/** While the entry arrives. */
export function DirectoryEditorLoading({ isEdit }: { isEdit: boolean }) {
  return (
    <EditorFrame isEdit={isEdit}>
      <div role="status" className="card p-8 text-center text-sm text-muted">
        Cargando la ficha…
      </div>
    </EditorFrame>
  );
}

/** The entry does not exist (any more), or it could not be loaded and Reintentar asks again. */
export function DirectoryEditorError({ isEdit }: { isEdit: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <DirectoryEditorLoading isEdit={isEdit} />;
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <EditorFrame isEdit={isEdit}>
      {isMissing ? (
        <LoadErrorCard
          title="Esta ficha no existe o se ha borrado."
          detail="Puede que otra persona del equipo la haya rechazado. Vuelve al listado para elegir otra."
          action={
            <Link to={ADMIN_DIRECTORY_PATH} className="btn-primary">
              Volver al listado
            </Link>
          }
        />
      ) : (
        <LoadErrorCard title="No se pudo cargar la ficha." detail="Comprueba la conexión e inténtalo de nuevo." onRetry={() => void revalidator.revalidate()} />
      )}
    </EditorFrame>
  );
}
