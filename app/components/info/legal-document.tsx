import type { ReactNode } from 'react';
import { DocumentPage, LEGAL_TEXTS, type DocumentSection } from '~/components/company/document-page';

export type LegalSection = DocumentSection;

/**
 * The date the three texts (privacy, terms, cookies) last changed, shown on each as 'Última
 * actualización'. Change it whenever the wording of one of them changes; the links between the
 * legal texts are no part of the texts and do not move it.
 */
export const LEGAL_UPDATED_AT = '2026-11-25';

/**
 * Frame of a legal page, the company pages' frame as these three texts have it: one h1, a table of
 * contents linking to each numbered section, the sections as h2, and links to every legal text of
 * the footer's 'Legal' column (the accessibility statement and the legal notice included).
 */
export function LegalDocument({
  title,
  crumb,
  lead,
  sections,
  children,
}: {
  title: string;
  /** Breadcrumb label, when shorter than the title. */
  crumb?: string;
  lead: ReactNode;
  sections: LegalSection[];
  /** Shown under the header, before the sections (e.g. a button). */
  children?: ReactNode;
}) {
  return (
    <DocumentPage
      area="Legal"
      title={title}
      crumb={crumb}
      lead={lead}
      updatedAt={LEGAL_UPDATED_AT}
      updatedLabel="Última actualización"
      sections={sections}
      siblings={LEGAL_TEXTS}
      tocTitle="Contenido"
      numbered
      inlineTocNumbers
    >
      {children}
    </DocumentPage>
  );
}
