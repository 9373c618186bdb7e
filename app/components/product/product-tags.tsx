import { PRODUCT_TAGS_SHOWN } from '@common/constants';

/** Spec §9: the first 3 tags plus a count of the rest (stored folded and without repeats: parseTags). */
export function ProductTags({ tags: all }: { tags: readonly string[] }) {
  if (all.length === 0) return null;
  const shown = all.slice(0, PRODUCT_TAGS_SHOWN);
  const rest = all.length - shown.length;
  return (
    <ul aria-label="Etiquetas" className="flex flex-wrap gap-2">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full border border-line px-3 py-1 text-xs font-medium text-muted">
          #{tag}
        </li>
      ))}
      {rest > 0 && (
        <li
          title={all.slice(PRODUCT_TAGS_SHOWN).join(', ')}
          className="rounded-full bg-surface-muted px-3 py-1 text-xs font-semibold text-fg"
        >
          +{rest}
          <span className="sr-only"> {rest === 1 ? 'etiqueta más' : 'etiquetas más'}: {all.slice(PRODUCT_TAGS_SHOWN).join(', ')}</span>
        </li>
      )}
    </ul>
  );
}
