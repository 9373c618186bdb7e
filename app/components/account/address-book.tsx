import { MapPin, Pencil, Phone, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Address } from '@common/account/contracts';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { apiRequest } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { AccountPage } from './account-page';
import { AddressFormDialog } from './address-form-dialog';
import { EmptyState } from './empty-state';
import { ErrorState, LoadingState } from './state-views';
import { errorMessage, useAccountData } from './use-account-data';

/** Direcciones: cards with the default first; add, edit, delete, make default. */
export function AddressBook() {
  const { data: addresses, error, isLoading, reload } = useAccountData<Address[]>('/api/user/addresses');
  const [editing, setEditing] = useState<Address | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { show } = useAlertDialog();

  const openNew = () => {
    setEditing(null);
    setIsDialogOpen(true);
  };
  const openEdit = (address: Address) => {
    setEditing(address);
    setIsDialogOpen(true);
  };

  async function remove(address: Address) {
    const answer = await show({
      type: 'warning',
      title: '¿Eliminar esta dirección?',
      message: `${address.street}, ${address.postal_code} ${address.city}. Los pedidos ya hechos no cambian.`,
      confirmText: 'Eliminar',
      cancelText: 'Cancelar',
    });
    if (answer !== 'confirm') return;
    setBusyId(address.id);
    try {
      await apiRequest(`/api/user/addresses/${address.id}`, { method: 'DELETE' });
      toast({ message: 'Dirección eliminada.', type: 'success' });
      reload();
    } catch (err) {
      toast({ message: errorMessage(err, 'No hemos podido eliminar la dirección.'), type: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  async function makeDefault(address: Address) {
    setBusyId(address.id);
    try {
      await apiRequest(`/api/user/addresses/${address.id}/default`, { method: 'POST' });
      toast({ message: 'Esta es ahora tu dirección predeterminada.', type: 'success' });
      reload();
    } catch (err) {
      toast({ message: errorMessage(err, 'No hemos podido cambiar la dirección predeterminada.'), type: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  const hasAddresses = Boolean(addresses?.length);

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
      {isLoading && !addresses ? (
        <LoadingState label="Cargando tus direcciones…" rows={2} />
      ) : error ? (
        <ErrorState message={error} onRetry={reload} />
      ) : hasAddresses ? (
        <ul className="grid gap-5 md:grid-cols-2">
          {addresses!.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                isBusy={busyId === address.id}
                onEdit={() => openEdit(address)}
                onDelete={() => void remove(address)}
                onMakeDefault={() => void makeDefault(address)}
              />
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
          reload();
        }}
      />
    </AccountPage>
  );
}

function AddressCard({
  address,
  isBusy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: Address;
  isBusy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const title = address.label || address.recipient_name;
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
            onClick={onMakeDefault}
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
          onClick={onDelete}
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
