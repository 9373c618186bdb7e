import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SPANISH_PROVINCES } from '@common/address/provinces';
import type { DirectoryProposalBody } from '@common/directory/contracts';
import { DIRECTORY_KIND_LABELS, DIRECTORY_KINDS, DIRECTORY_TAGS_MAX, type DirectoryKind } from '@common/directory/rules';
import { CheckboxField } from '~/components/forms/checkbox-field';
import { formFailure, schemaErrors, type FieldErrors, type FormFailure } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import { directoryListPath } from './directory-query';

export interface ProposalValues {
  kind: DirectoryKind | '';
  name: string;
  sector: string;
  summary: string;
  description: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  website: string;
  /** Comma-separated, as typed. */
  tags: string;
  contact_name: string;
  contact_email: string;
  accept_terms: boolean;
  /** The honeypot: people never see it. */
  fax: string;
}

export const EMPTY_PROPOSAL: ProposalValues = {
  kind: '',
  name: '',
  sector: '',
  summary: '',
  description: '',
  address: '',
  postal_code: '',
  city: '',
  province: '',
  phone: '',
  email: '',
  website: '',
  tags: '',
  contact_name: '',
  contact_email: '',
  accept_terms: false,
  fax: '',
};

/** 'arreglos, Ropa adaptada ,' → ['arreglos', 'Ropa adaptada']. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The body the contract takes: the kind and province unset until chosen, the tags as a list. */
export function proposalBody(values: ProposalValues): DirectoryProposalBody {
  const { kind, province, tags, fax, accept_terms, ...rest } = values;
  return {
    ...rest,
    kind: (kind || undefined) as DirectoryKind,
    province: (province || undefined) as DirectoryProposalBody['province'],
    tags: splitTags(tags),
    accept_terms: accept_terms as true,
    ...(fax ? { fax } : {}),
  };
}

/** A message about one tag ('tags.2') belongs to the tags field. */
function onTagsField(errors: FieldErrors): FieldErrors {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const key = path.startsWith('tags.') ? 'tags' : path;
    if (!Object.hasOwn(result, key)) result[key] = message;
  }
  return result;
}

export const TOO_MANY_PROPOSALS =
  'Hemos recibido varias propuestas seguidas desde tu conexión. Espera unos minutos y vuelve a enviarla; no hace falta que la repitas si ya te confirmamos la anterior.';

/** The contract (and zod) load when the visitor reaches for the form, not with the page (issue 36). */
const loadContract = () => import('@common/directory/contracts');

function describeFailure(error: unknown): FormFailure {
  if (error instanceof ApiRequestError && error.status === 429) return { fieldErrors: {}, message: TOO_MANY_PROPOSALS };
  const failure = formFailure(error, 'No hemos podido enviar tu propuesta. Inténtalo de nuevo en unos minutos.');
  return { ...failure, fieldErrors: onTagsField(failure.fieldErrors) };
}

/**
 * 'Añade tu negocio': a visitor proposes an entry; it is checked with the contract here, then by
 * the server (its 422 lands under the same fields) and waits for the team's review.
 */
export function ProposalForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [isHydrated, setIsHydrated] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const { field, checkbox, submit, formRef, formError, isSaving } = useFieldForm({
    initial: EMPTY_PROPOSAL,
    validate: async (values) => onTagsField(schemaErrors((await loadContract()).DirectoryProposalBody, proposalBody(values))),
    send: (values) => api('POST /directory/proposals', { body: proposalBody(values) }),
    onSaved: (reply) => setSentMessage(reply.data.message),
    describeFailure,
  });

  const fax = field('fax');

  useEffect(() => setIsHydrated(true), []);
  useEffect(() => {
    if (sentMessage) doneRef.current?.focus();
  }, [sentMessage]);

  if (sentMessage) {
    return (
      <section aria-labelledby="proposal-done" className="card flex flex-col items-start gap-4 p-6 sm:p-8">
        <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
        <h2 id="proposal-done" ref={doneRef} tabIndex={-1} className="font-display text-3xl font-medium focus:outline-none">
          ¡Gracias! Hemos recibido tu propuesta
        </h2>
        <p className="leading-relaxed text-muted">{sentMessage}</p>
        <Link to={directoryListPath(null)} className="btn-primary mt-2">
          Volver al directorio
        </Link>
      </section>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadContract().catch(() => undefined)}
      aria-labelledby="proposal-form-title"
      className="flex flex-col gap-10"
    >
      <h2 id="proposal-form-title" className="sr-only">
        Datos de tu negocio
      </h2>
      <p className="text-sm text-muted">
        Todos los campos son obligatorios salvo los que indican «(opcional)».
      </p>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-5 font-display text-2xl font-medium">Tu negocio</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Tipo" required {...field('kind')} hint="Una empresa o marca, un servicio (arreglos, tintorería…) o una persona profesional.">
            <option value="">Elige un tipo</option>
            {DIRECTORY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DIRECTORY_KIND_LABELS[kind].singular}
              </option>
            ))}
          </SelectField>
          <TextField label="Nombre" required maxLength={160} autoComplete="organization" {...field('name')} />
          <TextField
            label="Sector"
            required
            maxLength={80}
            hint="Tu oficio en pocas palabras: «Taller textil», «Arreglos y confección», «Estilismo»…"
            {...field('sector')}
          />
          <TextField
            label="Etiquetas"
            maxLength={400}
            hint={`Hasta ${DIRECTORY_TAGS_MAX}, separadas por comas: «algodón orgánico, ropa adaptada».`}
            {...field('tags')}
          />
        </div>
        <TextAreaField
          label="Presentación breve"
          required
          rows={3}
          maxLength={300}
          hint="Entre 20 y 300 caracteres: lo que aparecerá en la ficha del directorio."
          {...field('summary')}
        />
        <TextAreaField
          label="Descripción"
          rows={6}
          maxLength={4000}
          hint="Qué haces, cómo trabajas y por qué es sostenible o inclusivo. Separa los párrafos con una línea en blanco."
          {...field('description')}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-5 font-display text-2xl font-medium">Dónde estás y cómo contactarte</legend>
        <p className="text-sm text-muted">Estos datos se publican en la ficha para que tus clientes te encuentren.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Dirección" maxLength={200} autoComplete="street-address" className="sm:col-span-2" {...field('address')} />
          <TextField label="Código postal" inputMode="numeric" maxLength={5} autoComplete="postal-code" {...field('postal_code')} />
          <TextField label="Localidad" required maxLength={100} autoComplete="address-level2" {...field('city')} />
          <SelectField label="Provincia" required autoComplete="address-level1" {...field('province')}>
            <option value="">Elige una provincia</option>
            {SPANISH_PROVINCES.map((province) => (
              <option key={province} value={province}>
                {province}
              </option>
            ))}
          </SelectField>
          <TextField label="Teléfono" type="tel" inputMode="tel" maxLength={20} autoComplete="tel" {...field('phone')} />
          <TextField label="Email público" type="email" inputMode="email" maxLength={254} autoComplete="email" {...field('email')} />
          <TextField
            label="Web"
            type="url"
            inputMode="url"
            maxLength={300}
            autoComplete="url"
            placeholder="https://"
            hint="Empieza por https:// (por ejemplo, https://mitaller.es)."
            {...field('website')}
          />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-5 font-display text-2xl font-medium">Quién nos escribe</legend>
        <p className="text-sm text-muted">Solo para hablar contigo sobre la propuesta: no se publica.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Tu nombre" required maxLength={120} autoComplete="name" {...field('contact_name')} />
          <TextField label="Tu email" required type="email" inputMode="email" maxLength={254} autoComplete="email" {...field('contact_email')} />
        </div>
        {/* A trap for robots: out of sight and out of the tab order; a person leaves it empty. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="proposal-fax">Fax (déjalo vacío)</label>
          <input id="proposal-fax" type="text" tabIndex={-1} autoComplete="off" name="fax" value={fax.value} onChange={fax.onChange} />
        </div>
        <CheckboxField
          label="Acepto que publiquéis los datos de mi negocio en el directorio"
          required
          hint={
            <>
              Revisamos cada propuesta antes de publicarla. Tratamos tus datos de contacto como explica la{' '}
              <Link to="/privacy" className="font-semibold text-primary underline underline-offset-4">
                Política de privacidad
              </Link>
              .
            </>
          }
          {...checkbox('accept_terms')}
        />
      </fieldset>

      <FormError message={formError} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary h-12 px-7" disabled={isSaving || !isHydrated}>
          {isSaving ? 'Enviando…' : 'Enviar propuesta'}
        </button>
        <noscript>
          <p className="text-sm text-muted">Para enviar el formulario necesitas tener JavaScript activado.</p>
        </noscript>
      </div>
    </form>
  );
}
