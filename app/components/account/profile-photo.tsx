import { Camera, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { AuthUser } from '@common/auth/contracts';
import { DEFAULT_UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_MB } from '@common/constants';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import { removeProfilePhoto, uploadProfilePhoto } from '~/lib/profile';
import { toast } from '~/lib/toast';
import { UserAvatar } from './user-avatar';

/** Client check of a chosen photo: an image within the server's default upload limit (it checks again). */
export function checkPhotoFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Elige un archivo de imagen (JPG, PNG, WebP, AVIF o GIF).';
  if (file.size > DEFAULT_UPLOAD_MAX_BYTES) return `La imagen no puede superar ${DEFAULT_UPLOAD_MAX_MB} MB.`;
  if (file.size === 0) return 'El archivo está vacío.';
  return null;
}

/** Profile photo: preview before saving, upload (re-encoded by the server), or remove. */
export function ProfilePhoto({ user }: { user: AuthUser }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const { show } = useAlertDialog();

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function reset() {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setError(null);
    if (!chosen) return;
    const problem = checkPhotoFile(chosen);
    if (problem) {
      setError(problem);
      reset();
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  async function upload() {
    if (!file) return;
    setBusy('upload');
    setError(null);
    try {
      await uploadProfilePhoto(file);
      reset();
      toast({ message: 'Tu nueva foto de perfil ya está puesta.', type: 'success' });
    } catch (err) {
      const fieldError = err instanceof ApiRequestError ? err.fieldErrors.photo?.[0] : undefined;
      setError(fieldError ?? apiErrorMessage(err, 'No hemos podido subir la foto. Inténtalo de nuevo.'));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    const answer = await show({
      type: 'warning',
      title: '¿Quitar tu foto de perfil?',
      message: 'Volverás a ver tus iniciales en su lugar. Puedes subir otra cuando quieras.',
      confirmText: 'Quitar foto',
      cancelText: 'Cancelar',
    });
    if (answer !== 'confirm') return;
    setBusy('remove');
    setError(null);
    try {
      await removeProfilePhoto();
      toast({ message: 'Hemos quitado tu foto de perfil.', type: 'success' });
    } catch (err) {
      setError(apiErrorMessage(err, 'No hemos podido quitar la foto. Inténtalo de nuevo.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-center sm:text-left">
      <div className="relative">
        {preview ? (
          <img
            src={preview}
            alt="Vista previa de la nueva foto"
            className="size-28 rounded-full object-cover ring-4 ring-primary/30"
          />
        ) : (
          <UserAvatar name={user.name} photoUrl={user.profile_photo_url} size="xl" />
        )}
        <span className="absolute right-0 bottom-0 grid size-9 place-items-center rounded-full border-2 border-surface bg-primary text-on-primary">
          <Camera aria-hidden="true" className="size-4" />
        </span>
      </div>
      <div className="min-w-0 flex-1">
        {file ? (
          <>
            <p className="text-sm font-semibold">¿Te gusta cómo queda?</p>
            <p className="mt-1 text-sm break-all text-muted">{file.name}</p>
            <div className="mt-4 flex flex-wrap justify-center gap-2 sm:justify-start">
              <button type="button" className="btn-primary" onClick={() => void upload()} disabled={busy !== null}>
                <Upload aria-hidden="true" className="size-4" />
                {busy === 'upload' ? 'Subiendo…' : 'Guardar foto'}
              </button>
              <button type="button" className="btn-secondary" onClick={reset} disabled={busy !== null}>
                Cancelar
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted">JPG, PNG, WebP, AVIF o GIF de hasta {DEFAULT_UPLOAD_MAX_MB} MB. La recortamos en cuadrado.</p>
            <div className="mt-4 flex flex-wrap justify-center gap-2 sm:justify-start">
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept="image/*"
                onChange={choose}
                aria-describedby={error ? errorId : undefined}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className="btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
              >
                <Upload aria-hidden="true" className="size-4" />
                {user.profile_photo_url ? 'Cambiar foto' : 'Subir foto'}
              </label>
              {user.profile_photo_url ? (
                <button
                  type="button"
                  className="btn-secondary text-danger"
                  onClick={() => void remove()}
                  disabled={busy !== null}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {busy === 'remove' ? 'Quitando…' : 'Quitar foto'}
                </button>
              ) : null}
            </div>
          </>
        )}
        {error ? (
          <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
