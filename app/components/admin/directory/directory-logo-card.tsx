import type { AdminDirectoryEntry } from '@common/directory/contracts';
import { api } from '~/lib/api/browser-client';
import { LogoUploadCard } from '../logo-upload-card';

/** The entry's stored logo, or the chosen file while it uploads; upload, replace, remove (as a brand's logo). */
export function DirectoryLogoCard({ entry }: { entry: AdminDirectoryEntry }) {
  return (
    <LogoUploadCard
      titleId="directory-logo-title"
      name={entry.name}
      logoUrl={entry.logo_url}
      frameClassName="aspect-square max-h-48"
      minSize="64 × 64 px"
      removeMessage="La ficha se mostrará con sus iniciales hasta que subas otro."
      upload={async (form) => (await api('POST /admin/directory/{id}/logo', { params: { id: entry.id }, form })).data}
      remove={() => api('DELETE /admin/directory/{id}/logo', { params: { id: entry.id } })}
    />
  );
}
