import type { DirectoryProposalBody } from '../../../common/directory/contracts';
import { directorySearchText } from '../../../common/directory/rules';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { directoryEntries } from '../../db/schema';
import { violatedConstraint } from '../catalog/constraint-errors';
import { freeSlug } from './slugs';

export const PROPOSAL_RECEIVED = 'Gracias: hemos recibido tu propuesta. La revisaremos y, si encaja en el directorio, la publicaremos en unos días.';

type Proposal = z.output<typeof DirectoryProposalBody>;

/**
 * 'Añade tu negocio': the entry waits as pending until staff approve it. A proposal that filled
 * the honeypot (`fax`) is a robot's: it gets the same answer and nothing is stored.
 */
export async function proposeDirectoryEntry(db: Db, proposal: Proposal, now: Date): Promise<{ message: string }> {
  if (proposal.fax?.trim()) return { message: PROPOSAL_RECEIVED };
  const tags = proposal.tags ?? [];
  const values = {
    kind: proposal.kind,
    name: proposal.name,
    sector: proposal.sector,
    summary: proposal.summary,
    description: proposal.description ?? null,
    address: proposal.address ?? null,
    postalCode: proposal.postal_code ?? null,
    city: proposal.city,
    province: proposal.province,
    phone: proposal.phone ?? null,
    email: proposal.email ?? null,
    website: proposal.website ?? null,
    tags,
    status: 'pending',
    isActive: true,
    isVerified: false,
    searchText: directorySearchText({ ...proposal, tags }),
    contactName: proposal.contact_name,
    contactEmail: proposal.contact_email,
    createdAt: now,
    updatedAt: now,
  };
  // Another save may take the free slug between the check and the insert: try the next one.
  for (let attempt = 0; ; attempt++) {
    try {
      await db.insert(directoryEntries).values({ ...values, slug: await freeSlug(db, proposal.name) });
      return { message: PROPOSAL_RECEIVED };
    } catch (err) {
      if (attempt >= 2 || violatedConstraint(err) !== 'directory_entries_slug_unique') throw err;
    }
  }
}
