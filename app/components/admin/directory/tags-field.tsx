import { X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { DIRECTORY_TAGS_MAX } from '@common/directory/contracts';
import { TextField } from '~/components/forms/text-field';
import { withTags } from './directory-form-values';

/**
 * The entry's tags: typed in one box (Intro or a comma adds what is written), shown as a list
 * below it, each with its own 'Quitar' button. The box is named `tags`, so a message about the
 * tags lands under it.
 */
export function TagsField({
  tags,
  draft,
  error,
  onTagsChange,
  onDraftChange,
}: {
  tags: string[];
  draft: string;
  error?: string;
  onTagsChange: (tags: string[]) => void;
  onDraftChange: (draft: string) => void;
}) {
  function add(text: string) {
    onTagsChange(withTags(tags, text));
    onDraftChange('');
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      // Intro adds the tag instead of sending the form.
      event.preventDefault();
      if (draft.trim()) add(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onTagsChange(tags.slice(0, -1));
    }
  }

  function change(text: string) {
    // A comma typed or pasted ends the tags before it.
    const cut = text.lastIndexOf(',');
    if (cut === -1) return onDraftChange(text);
    onTagsChange(withTags(tags, text.slice(0, cut)));
    onDraftChange(text.slice(cut + 1).trimStart());
  }

  return (
    <div className="flex flex-col gap-2">
      <TextField
        label="Etiquetas"
        name="tags"
        value={draft}
        error={error}
        maxLength={40}
        hint={`Escribe una y pulsa Intro o coma. Hasta ${DIRECTORY_TAGS_MAX}; sirven para la búsqueda del directorio.`}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => draft.trim() && add(draft)}
      />
      {tags.length > 0 && (
        <ul aria-label="Etiquetas de la ficha" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-surface-muted py-0.5 pr-0.5 pl-3 text-sm text-fg">
              {tag}
              <button
                type="button"
                onClick={() => onTagsChange(tags.filter((other) => other !== tag))}
                className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg"
              >
                <X aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Quitar la etiqueta {tag}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
