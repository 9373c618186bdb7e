import clsx from 'clsx';
import { BadgeCheck } from 'lucide-react';
import type { AdminDirectoryEntry } from '@common/directory/contracts';

export type DirectoryEntryState = 'pending' | 'published' | 'hidden';

export const DIRECTORY_ENTRY_STATE_LABELS: Record<DirectoryEntryState, string> = {
  pending: 'Pendiente',
  published: 'Publicada',
  hidden: 'Oculta',
};

/** Pendiente (waiting for review), Publicada (in the directory) or Oculta (approved, switched off). */
export function directoryEntryState(entry: Pick<AdminDirectoryEntry, 'status' | 'is_active'>): DirectoryEntryState {
  if (entry.status === 'pending') return 'pending';
  return entry.is_active ? 'published' : 'hidden';
}

const STATE_TONE: Record<DirectoryEntryState, string> = {
  pending: 'bg-warning/12 text-warning ring-warning/25',
  published: 'bg-success/12 text-success ring-success/25',
  hidden: 'bg-surface-muted text-muted ring-line',
};

export function DirectoryStateBadge({ entry, className }: { entry: Pick<AdminDirectoryEntry, 'status' | 'is_active'>; className?: string }) {
  const state = directoryEntryState(entry);
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', STATE_TONE[state], className)}>
      {DIRECTORY_ENTRY_STATE_LABELS[state]}
    </span>
  );
}

/** The 'Verificada' mark beside a name. */
export function VerifiedMark() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-info">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verificada
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const formatDirectoryDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDirectoryDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
