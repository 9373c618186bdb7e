import { useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import type { AuthUser } from '@common/auth/contracts';
import { DEFAULT_UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_MB } from '@common/constants';
import { fieldErrorsOf } from '~/components/forms/field-errors';
import { apiErrorMessage } from '~/lib/api/errors';
import { removeProfilePhoto, uploadProfilePhoto } from '~/lib/profile';
import { toast } from '~/lib/toast';
import { AdminAvatar } from './admin-avatar';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

type Busy = 'upload' | 'remove' | null;

/** Photo upload (POST /api/user/profile/photo, field `photo`) and removal (DELETE). */
export function ProfilePhotoCard({ user }: { user: AuthUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(kind: Exclude<Busy, null>, request: () => Promise<AuthUser>, done: string) {
    setBusy(kind);
    setError(null);
    try {
      await request();
      toast({ type: 'success', message: done });
    } catch (err) {
      setError(fieldErrorsOf(err).photo ?? apiErrorMessage(err, 'No se pudo guardar la foto. Inténtalo de nuevo.'));
    } finally {
      setBusy(null);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('Elige una imagen (JPG, PNG, WebP, AVIF o GIF).');
      return;
    }
    if (file.size > DEFAULT_UPLOAD_MAX_BYTES) {
      setError(`La imagen no puede superar ${DEFAULT_UPLOAD_MAX_MB} MB.`);
      return;
    }
    void send('upload', () => uploadProfilePhoto(file), 'Foto de perfil actualizada.');
  }

  function remove() {
    void send('remove', removeProfilePhoto, 'Foto de perfil eliminada.');
  }

  const hasPhoto = Boolean(user.profile_photo_url);
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <AdminAvatar name={user.name} photoUrl={user.profile_photo_url} className="size-20 text-xl ring-4 ring-surface-muted" />
      <div className="flex flex-1 flex-col gap-3">
        <p className="text-sm text-muted">
          JPG, PNG, WebP, AVIF o GIF de hasta {DEFAULT_UPLOAD_MAX_MB} MB. La recortamos en cuadrado.
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPTED}
            aria-label="Elegir foto de perfil"
            tabIndex={-1}
            className="sr-only"
            onChange={choose}
          />
          <button
            type="button"
            className="btn-secondary"
            disabled={busy !== null}
            onClick={() => inputRef.current?.click()}
          >
            {busy === 'upload' ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : (
              <ImageUp aria-hidden="true" className="size-4" />
            )}
            {busy === 'upload' ? 'Subiendo…' : hasPhoto ? 'Cambiar foto' : 'Subir foto'}
          </button>
          {hasPhoto && (
            <button
              type="button"
              className="inline-flex items-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold text-danger transition-colors hover:bg-danger/10 disabled:opacity-60"
              disabled={busy !== null}
              onClick={remove}
            >
              {busy === 'remove' ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              ) : (
                <Trash2 aria-hidden="true" className="size-4" />
              )}
              {busy === 'remove' ? 'Quitando…' : 'Quitar foto'}
            </button>
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
