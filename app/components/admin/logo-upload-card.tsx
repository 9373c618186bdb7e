import clsx from 'clsx';
import { ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { DEFAULT_UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_MB } from '@common/constants';
import { fieldErrorsOf } from '~/components/forms/field-errors';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';

/**
 * A record's stored logo (a brand, a directory entry), or the chosen file while it uploads;
 * upload, replace and remove (after a confirmation), each through the caller's API request.
 */
export function LogoUploadCard({
  titleId,
  name,
  logoUrl: storedUrl,
  frameClassName,
  minSize,
  removeMessage,
  upload: send,
  remove: drop,
}: {
  /** Id of the card's h2, unique on the page. */
  titleId: string;
  /** The record's name, for the logo's alt text. */
  name: string;
  /** The stored logo's URL, or null. */
  logoUrl: string | null;
  /** Size and shape of the preview frame (Tailwind classes). */
  frameClassName: string;
  /** The smallest logo taken, as the hint under the preview says it ('64 px'). */
  minSize: string;
  /** The confirmation's text: how the record shows without a logo. */
  removeMessage: string;
  /** Sends the form (its file under `logo`); answers the saved logo's URL. */
  upload: (form: FormData) => Promise<{ logo_url: string | null }>;
  /** Deletes the stored logo. */
  remove: () => Promise<unknown>;
}) {
  const revalidator = useRevalidator();
  const { show } = useAlertDialog();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [logoUrl, setLogoUrl] = useState(storedUrl);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  async function upload(file: File) {
    setBusy('upload');
    setError(null);
    setPreview(URL.createObjectURL(file));
    const form = new FormData();
    form.append('logo', file);
    try {
      const saved = await send(form);
      setLogoUrl(saved.logo_url);
      toast({ type: 'success', message: 'Logo guardado.' });
      void revalidator.revalidate();
    } catch (err) {
      setError(fieldErrorsOf(err).logo ?? apiErrorMessage(err, 'No se pudo guardar el logo. Inténtalo de nuevo.'));
    } finally {
      setPreview(null);
      setBusy(null);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError('Elige una imagen (JPG, PNG, WebP, AVIF o GIF).');
    if (file.size > DEFAULT_UPLOAD_MAX_BYTES) return setError(`El logo no puede superar ${DEFAULT_UPLOAD_MAX_MB} MB.`);
    void upload(file);
  }

  async function remove() {
    const answer = await show({ type: 'warning', title: '¿Quitar el logo?', message: removeMessage, confirmText: 'Quitar', cancelText: 'Cancelar' });
    if (answer !== 'confirm') return;
    setBusy('remove');
    setError(null);
    try {
      await drop();
      setLogoUrl(null);
      toast({ type: 'success', message: 'Logo quitado.' });
      void revalidator.revalidate();
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo quitar el logo. Inténtalo de nuevo.'));
    } finally {
      setBusy(null);
    }
  }

  const shown = preview ?? logoUrl;
  return (
    <section aria-labelledby={titleId} className="card flex flex-col gap-4 p-5">
      <h2 id={titleId} className="text-sm font-semibold text-fg">
        Logo
      </h2>
      <div className={clsx('flex', frameClassName, 'items-center justify-center rounded-xl border border-dashed border-line bg-white p-4')}>
        {shown ? (
          <img src={shown} alt={preview ? 'Vista previa del logo elegido' : `Logo de ${name}`} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-sm text-neutral-700">Sin logo</span>
        )}
      </div>
      <p className="text-xs text-muted">
        JPG, PNG, WebP, AVIF o GIF de hasta {DEFAULT_UPLOAD_MAX_MB} MB y al menos {minSize}. Se guarda en WebP dentro de 512 px, con su transparencia.
      </p>
      <input ref={inputRef} type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" aria-label="Elegir logo" tabIndex={-1} className="sr-only" onChange={choose} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => inputRef.current?.click()}>
          {busy === 'upload' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <ImageUp aria-hidden="true" className="size-4" />}
          {logoUrl ? 'Cambiar logo' : 'Subir logo'}
        </button>
        {logoUrl && (
          <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => void remove()}>
            <Trash2 aria-hidden="true" className="size-4" />
            Quitar logo
          </button>
        )}
      </div>
      <p aria-live="polite" className="text-sm font-medium text-danger">
        {error}
      </p>
    </section>
  );
}
