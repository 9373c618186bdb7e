import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 'small', 'br', 'a', 'img',
    'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'mark',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    '*': ['class', 'lang', 'aria-label'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Banner HTML is admin-authored but still rendered for every visitor: keep only inert markup. */
export function sanitizeBannerHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
