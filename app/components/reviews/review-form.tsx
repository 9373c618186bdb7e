import clsx from 'clsx';
import { Send, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { ReviewForm as ReviewFormSchema, type MyReview, type ReviewableProduct } from '@common/reviews/contracts';
import { REVIEW_FITS, REVIEW_FIT_LABELS } from '@common/reviews/fit';
import { REVIEW_BODY_MAX, REVIEW_SIZE_MAX, REVIEW_TITLE_MAX } from '@common/reviews/rules';
import { FieldError } from '~/components/forms/field-frame';
import { schemaErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextAreaField } from '~/components/forms/textarea-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { PhotoPicker } from '~/components/support/photo-picker';

export type SendReview = (form: FormData) => Promise<MyReview>;

const STAR_WORDS = ['', 'No me gusta', 'Regular', 'Está bien', 'Me gusta', 'Me encanta'];
const FIT_HINTS: Record<(typeof REVIEW_FITS)[number], string> = {
  small: 'Más ajustada o corta de lo que esperabas',
  true: 'Como tu talla de siempre',
  large: 'Más holgada o larga de lo que esperabas',
};

interface Values {
  rating: string;
  fit: string;
  usual_size: string;
  bought_size: string;
  title: string;
  body: string;
  [key: string]: string;
}

/** A group of radio buttons drawn as chips, with its legend, its error and keyboard arrows as usual. */
function ChoiceGroup({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  hint,
}: {
  legend: string;
  name: string;
  value: string;
  options: { value: string; label: React.ReactNode; title?: string; srLabel?: string }[];
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined} className="grid gap-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            title={option.title}
            className={clsx(
              'relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-4 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              value === option.value ? 'border-fg bg-fg text-bg' : 'border-line hover:border-fg',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            {option.label}
            {option.srLabel && <span className="sr-only">{option.srLabel}</span>}
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

/**
 * The review of one delivered product (issue 25): stars, how it fits, the usual and the bought size,
 * an optional title, text and photo. Checked with the contract before it is sent; the server's 422s
 * land under their fields. Sent, it waits for moderation.
 */
export function ReviewFormView({ item, send, onSent }: { item: ReviewableProduct; send: SendReview; onSent: (review: MyReview) => void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const { values, setValue, field, submit, formRef, formError, isSaving, errorAt, clearError } = useFieldForm<Values, MyReview>({
    initial: { rating: '', fit: '', usual_size: item.bought_size ?? '', bought_size: item.bought_size ?? '', title: '', body: '' },
    validate: (v) => schemaErrors(ReviewFormSchema, { ...nonEmpty(v), product_id: String(item.product.id) }),
    send: (v) => {
      const form = new FormData();
      form.append('product_id', String(item.product.id));
      for (const [key, value] of Object.entries(v)) if (value.trim() !== '') form.append(key, value);
      if (photo) form.append('photo', photo);
      return send(form);
    },
    onSaved: (review) => onSent(review),
    failureMessage: 'No hemos podido enviar tu opinión. Inténtalo de nuevo.',
  });
  const rating = Number(values.rating);

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={`Tu opinión sobre ${item.product.name}`} className="grid gap-6">
      <ChoiceGroup
        legend="¿Cuántas estrellas le das?"
        name="rating"
        value={values.rating}
        onChange={(v) => setValue('rating', v)}
        error={errorAt('rating')}
        options={[1, 2, 3, 4, 5].map((n) => ({
          value: String(n),
          title: STAR_WORDS[n],
          label: (
            <span aria-hidden="true" className="inline-flex items-center gap-1">
              <Star className={clsx('size-4', n <= rating ? 'fill-accent' : '')} strokeWidth={1.75} />
              {n}
            </span>
          ),
          srLabel: `${n} ${n === 1 ? 'estrella' : 'estrellas'}: ${STAR_WORDS[n]}`,
        }))}
      />
      <ChoiceGroup
        legend="¿Qué tal te queda?"
        name="fit"
        value={values.fit}
        onChange={(v) => setValue('fit', v)}
        error={errorAt('fit')}
        hint="Tu respuesta ayuda a quien duda entre dos tallas."
        options={REVIEW_FITS.map((fit) => ({ value: fit, label: REVIEW_FIT_LABELS[fit], srLabel: `: ${FIT_HINTS[fit]}` }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Tu talla habitual" required maxLength={REVIEW_SIZE_MAX} autoComplete="off" hint="La que sueles usar en esta prenda (por ejemplo, M o 40)." {...field('usual_size')} />
        <TextField label="Talla que compraste" required maxLength={REVIEW_SIZE_MAX} autoComplete="off" {...field('bought_size')} />
      </div>
      <TextField label="Título" maxLength={REVIEW_TITLE_MAX} placeholder="En pocas palabras" {...field('title')} />
      <TextAreaField
        label="Tu opinión"
        rows={5}
        maxLength={REVIEW_BODY_MAX}
        placeholder="El tejido, el largo, cómo sienta, cómo queda después de lavarla…"
        {...field('body')}
      />
      <PhotoPicker
        file={photo}
        onChange={(file) => {
          setPhoto(file);
          clearError('photo');
        }}
        error={errorAt('photo')}
        disabled={isSaving}
      />
      <FormError message={formError} />
      <p className="text-sm text-muted">Revisamos cada opinión antes de publicarla; te avisaremos por email. Se mostrará con tu nombre y la inicial de tu apellido.</p>
      <div>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          <Send aria-hidden="true" className="size-4" />
          {isSaving ? 'Enviando…' : 'Enviar opinión'}
        </button>
      </div>
    </form>
  );
}

function nonEmpty(values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}
