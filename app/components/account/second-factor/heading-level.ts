/** Where a second-factor form or panel sits: under a page's h1 (the back-office's set-up), a section's h2 or a subsection's h3. */
export type HeadingLevel = 2 | 3 | 4;

export function headingTag(level: HeadingLevel): 'h2' | 'h3' | 'h4' {
  return `h${level}`;
}
