import { MapPin, Pencil, Phone, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { Address } from '@common/account/contracts';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { toast } from '~/lib/toast';
import { AccountPage } from './account-page';
import { AddressFormDialog } from './address-form-dialog';
import { EmptyState } from './empty-state';

/** What an address card posts to the /user/addresses action. */
export type AddressIntent = 'delete' | 'make-default';

/** Direcciones: cards with the default first; add, edit, delete, make default (the route's action). */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  const [editing, setEditing] = useState<Address | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const revalidator = useRevalidator();

  const openNew = () => {
    setEditing(null);
    setIsDialogOpen(true);
  };
  const openEdit = (address: Address) => {
    setEditing(address);
    setIsDialogOpen(true);
  };

  const hasAddresses = addresses.length > 0;

  return (
    <AccountPage
      eyebrow="Mi cuenta"
      title="Direcciones"
      description="Las direcciones a las que te enviamos tus pedidos. La predeterminada aparece primero al pagar."
      actions={
        hasAddresses ? (
          <button type="button" className="btn-primary" onClick={openNew}>
            <Plus aria-hidden="true" className="size-4" />
            Añadir dirección
          </button>
        ) : null
      }
    >
      {hasAddresses ? (
        <ul className="grid gap-5 md:grid-cols-2" aria-busy={revalidator.state === 'loading'}>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} onEdit={() => openEdit(address)} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={MapPin}
          title="Aún no tienes direcciones guardadas"
          description="Guarda la dirección de casa o del trabajo y la tendrás a mano cuando hagas tu próximo pedido."
          action={null}
        >
          <div className="mt-8">
            <button type="button" className="btn-primary" onClick={openNew}>
              <Plus aria-hidden="true" className="size-4" />
              Añadir mi primera dirección
            </button>
          </div>
        </EmptyState>
      )}

      <AddressFormDialog
        open={isDialogOpen}
        address={editing}
        isFirst={!hasAddresses}
        onOpenChange={setIsDialogOpen}
        onSaved={(_, isNew) => {
          setIsDialogOpen(false);
          toast({ message: isNew ? 'Dirección guardada.' : 'Dirección actualizada.', type: 'success' });
          void revalidator.revalidate();
        }}
      />
    </AccountPage>
  );
}

/** One address; deleting and making it the default go to the route's action (one fetcher a card). */
function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const fetcher = useFetcher();
  const { show } = useAlertDialog();
  const isBusy = fetcher.state !== 'idle';
  const title = address.label || address.recipient_name;
  const submit = (intent: AddressIntent) => void fetcher.submit({ intent, id: address.id }, { method: 'post' });

  async function confirmDelete() {
    const answer = await show({
      type: 'warning',
      title: '¿Eliminar esta dirección?',
      message: `${address.street}, ${address.postal_code} ${address.city}. Los pedidos ya hechos no cambian.`,
      confirmText: 'Eliminar',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') submit('delete');
  }

  return (
    <article
      aria-label={`${title}${address.is_default ? ' (predeterminada)' : ''}`}
      className={
        address.is_default
          ? 'card flex h-full flex-col border-primary/50 p-6 ring-1 ring-primary/30'
          : 'card flex h-full flex-col p-6'
      }
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-display text-lg font-semibold tracking-tight break-words">{title}</h2>
        {address.is_default ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-on-primary">
            <Star aria-hidden="true" className="size-3 fill-current" />
            Predeterminada
          </span>
        ) : (
          <button
            type="button"
            onClick={() => submit('make-default')}
            disabled={isBusy}
            className="inline-flex shrink-0 items-center gap-1 rounded-full border border-line px-2.5 py-1 text-xs font-semibold text-fg transition-colors hover:border-primary hover:text-primary disabled:opacity-60"
          >
            <Star aria-hidden="true" className="size-3" />
            Usar como predeterminada
            <span className="sr-only"> {title}</span>
          </button>
        )}
      </div>
      <address className="mt-3 flex-1 text-sm leading-relaxed text-muted not-italic">
        {address.label ? <span className="block font-medium text-fg">{address.recipient_name}</span> : null}
        <span className="block">{address.street}</span>
        <span className="block">
          {address.postal_code} {address.city}
        </span>
        <span className="block">{address.province}</span>
        <span className="mt-2 flex items-center gap-1.5">
          <Phone aria-hidden="true" className="size-3.5" />
          {address.phone}
        </span>
      </address>
      <div className="mt-5 flex items-center justify-between gap-2 border-t border-line pt-4">
        <button type="button" onClick={onEdit} disabled={isBusy} className="btn-secondary px-4 py-2">
          <Pencil aria-hidden="true" className="size-3.5" />
          Editar
          <span className="sr-only"> {title}</span>
        </button>
        <button
          type="button"
          onClick={() => void confirmDelete()}
          disabled={isBusy}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-danger transition-colors hover:bg-danger/10 disabled:opacity-60"
        >
          <Trash2 aria-hidden="true" className="size-3.5" />
          Eliminar
          <span className="sr-only"> {title}</span>
        </button>
      </div>
    </article>
  );
}
