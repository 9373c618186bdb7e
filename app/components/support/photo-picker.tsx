import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { checkPhotoFile } from '~/components/account/profile-photo';
import { FieldError } from '~/components/forms/field-frame';

interface PhotoPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The server's refusal or the browser's own check. */
  error?: string;
  disabled?: boolean;
}

/**
 * An optional photo for a message: chosen from the device, checked here (an image within the
 * upload limit) and again by the server, shown as a thumbnail before it is sent. The input is named
 * `photo`, so a 422 on `photo` lands here.
 */
export function PhotoPicker({ file, onChange, error, disabled }: PhotoPickerProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setOwnError(null);
    if (!chosen) return onChange(null);
    const problem = checkPhotoFile(chosen);
    if (problem) {
      setOwnError(problem);
      event.target.value = '';
      return onChange(null);
    }
    onChange(chosen);
  }

  const message = ownError ?? error;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="btn-secondary cursor-pointer has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {file ? 'Cambiar la foto' : 'Añadir una foto'}
          <input
            ref={inputRef}
            id={inputId}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="sr-only"
            disabled={disabled}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
            onChange={choose}
          />
        </label>
        {file && preview ? (
          <span className="inline-flex items-center gap-2 rounded-xl border border-line bg-surface p-1.5 pr-2">
            <img src={preview} alt="Vista previa de la foto elegida" className="size-12 rounded-lg object-cover" />
            <span className="max-w-44 truncate text-sm text-muted">{file.name}</span>
            <button
              type="button"
              onClick={() => onChange(null)}
              disabled={disabled}
              className="inline-flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Quitar la foto</span>
            </button>
          </span>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted">
        Opcional. JPG, PNG, WebP, AVIF o GIF, como mucho 5 MB: una foto de la prenda o de la etiqueta nos ayuda a resolverlo antes.
      </p>
      {message ? <FieldError id={errorId}>{message}</FieldError> : null}
    </div>
  );
}
