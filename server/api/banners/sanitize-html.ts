import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  // Inline, inert markup only: no headings (a promo strip is no section of the page), no
  // iframes, forms, media or styles.
  allowedTags: ['p', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 'small', 'br', 'a', 'img', 'ul', 'ol', 'li', 'mark'],
  // No class and no style: either could pin the strip over the page (`fixed inset-0`,
  // `position:fixed`) or hide it; the strip styles what is inside it. No width/height on
  // images either: the strip sizes them.
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'loading'],
    '*': ['lang', 'aria-label'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Kept out with all they hold, not only their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // A new tab only as _blank, and then never with a handle on this page.
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Banner HTML is staff-authored but still rendered for every visitor: keep only inert markup. */
export function sanitizeBannerHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
