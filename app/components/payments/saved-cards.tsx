import clsx from 'clsx';
import { CreditCard, Info, Plus, ShieldCheck, Star, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { SavedCard } from '@common/payments/account-contracts';
import { CARD_BRAND_NAMES } from '@common/payments/test-gateway';
import { AccountPage } from '~/components/account/account-page';
import { EmptyState } from '~/components/account/empty-state';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { useStoreSettings } from '~/lib/store-facts';
import { toast } from '~/lib/toast';
import { CardFormDialog } from './card-form-dialog';

/** What a card posts to the /user/payment-methods action. */
export type SavedCardIntent = 'delete' | 'make-default';

export const brandName = (brand: string | null) => (brand ? (CARD_BRAND_NAMES[brand] ?? brand) : 'Tarjeta');
/** 'MM/AA', as printed on the card. */
export const cardExpiry = (card: Pick<SavedCard, 'exp_month' | 'exp_year'>) => `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;

/** What a customer reads when the store's payment provider takes the card on its own page (Redsys, Stripe). */
export const HOSTED_CARDS_NOTICE =
  'Con la pasarela de pago de la tienda la tarjeta se escribe en su página segura en cada compra: aquí no se guardan tarjetas nuevas.';

/**
 * Métodos de pago: the saved cards (default first), add one through the gateway, make default, remove.
 * With a hosted payment page (the public settings' `payment_flow`, or the gateway's refusal when the
 * page was drawn before the store changed provider) no card is added or chosen here: the page says
 * why, and cards saved in the test gateway's days can still be removed.
 */
export function SavedCards({ cards }: { cards: SavedCard[] }) {
  const { payment_flow: paymentFlow } = useStoreSettings();
  const [isRefusedByGateway, setIsRefusedByGateway] = useState(false);
  const isHosted = paymentFlow === 'hosted' || isRefusedByGateway;
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const revalidator = useRevalidator();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const hasCards = cards.length > 0;
  const addButton = (text: string) => (
    <button type="button" className="btn-primary" onClick={() => setIsDialogOpen(true)}>
      <Plus aria-hidden="true" className="size-4" />
      {text}
    </button>
  );

  // Learnt from the gateway with the dialog open: the dialog closes, and the reason takes the focus its button had.
  useEffect(() => {
    if (isRefusedByGateway) noticeRef.current?.focus();
  }, [isRefusedByGateway]);

  return (
    <AccountPage
      eyebrow="Pagos"
      title="Métodos de pago"
      description={
        isHosted
          ? 'Cómo pagas con tarjeta en la tienda, y las tarjetas que guardaste antes.'
          : 'Las tarjetas que guardas para pagar más rápido. La predeterminada es la primera que te proponemos al pagar.'
      }
      actions={hasCards && !isHosted ? addButton('Añadir tarjeta') : null}
    >
      {isHosted ? (
        <p ref={noticeRef} tabIndex={-1} className="mt-6 flex items-start gap-2 rounded-xl bg-surface-muted px-4 py-3 text-sm text-fg outline-none focus-visible:ring-2 focus-visible:ring-primary">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            {HOSTED_CARDS_NOTICE}
            {hasCards ? ' Las tarjetas que guardaste antes ya no se ofrecen al pagar; puedes quitarlas cuando quieras.' : null}
          </span>
        </p>
      ) : (
        <p className="mt-6 flex items-start gap-2 rounded-xl bg-surface-muted px-4 py-3 text-sm text-fg">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            El número completo de tus tarjetas lo guarda la pasarela de pago, no la tienda: aquí solo tenemos la marca, las 4 últimas cifras y la caducidad.
          </span>
        </p>
      )}
      {hasCards ? (
        <ul className="mt-6 grid gap-5 md:grid-cols-2" aria-busy={revalidator.state === 'loading'}>
          {cards.map((card) => (
            <li key={card.id}>
              <CardTile card={card} canPayWith={!isHosted} />
            </li>
          ))}
        </ul>
      ) : isHosted ? (
        <EmptyState
          icon={CreditCard}
          title="No tienes tarjetas guardadas"
          description="No te hace falta ninguna: al pagar con tarjeta, la escribes en la página segura de la pasarela."
          action={null}
        />
      ) : (
        <EmptyState
          icon={CreditCard}
          title="No tienes métodos de pago guardados"
          description="Guarda una tarjeta y la tendrás a mano al pagar; puedes quitarla cuando quieras."
          action={null}
        >
          <div className="mt-8">{addButton('Añadir mi primera tarjeta')}</div>
        </EmptyState>
      )}

      {isHosted ? null : (
        <CardFormDialog
          open={isDialogOpen}
          onOpenChange={setIsDialogOpen}
          isFirst={!hasCards}
          onSaved={(card) => {
            setIsDialogOpen(false);
            toast({ type: 'success', message: `${brandName(card.brand)} •••• ${card.last4} guardada.` });
            void revalidator.revalidate();
          }}
          onHostedProvider={() => {
            setIsDialogOpen(false);
            setIsRefusedByGateway(true);
          }}
        />
      )}
    </AccountPage>
  );
}

/**
 * One card; making it the default and removing it go to the route's action (one fetcher a card).
 * `canPayWith` is false when the store's payment page takes the card: then it can only be removed.
 */
function CardTile({ card, canPayWith }: { card: SavedCard; canPayWith: boolean }) {
  const fetcher = useFetcher();
  const { show } = useAlertDialog();
  const isBusy = fetcher.state !== 'idle';
  const name = `${brandName(card.brand)} acabada en ${card.last4}`;
  const isDefault = canPayWith && card.is_default;
  const submit = (intent: SavedCardIntent) => void fetcher.submit({ intent, id: card.id }, { method: 'post' });

  async function confirmDelete() {
    const answer = await show({
      type: 'warning',
      title: '¿Quitar esta tarjeta?',
      message: `${name}, caduca ${cardExpiry(card)}. Los pedidos ya pagados con ella no cambian; para volver a usarla tendrás que añadirla de nuevo.`,
      confirmText: 'Quitar tarjeta',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') submit('delete');
  }

  return (
    <article
      aria-label={`${name}${isDefault ? ' (predeterminada)' : ''}${card.is_expired ? ' (caducada)' : ''}`}
      className={clsx('card flex h-full flex-col p-6', isDefault && 'border-primary/50 ring-1 ring-primary/30')}
    >
      <div className="flex flex-wrap-reverse items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden="true" className="inline-flex h-9 w-12 shrink-0 items-center justify-center rounded-md border border-line bg-surface-muted text-muted">
            <CreditCard className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 className="font-display text-lg font-semibold tracking-tight">
              {brandName(card.brand)} <span className="font-mono whitespace-nowrap tabular-nums">•••• {card.last4}</span>
            </h2>
            <p className={clsx('text-sm', card.is_expired ? 'font-semibold text-danger' : 'text-muted')}>
              {card.is_expired ? `Caducada (${cardExpiry(card)})` : `Caduca ${cardExpiry(card)}`}
            </p>
          </div>
        </div>
        {isDefault ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-on-primary">
            <Star aria-hidden="true" className="size-3 fill-current" />
            Predeterminada
          </span>
        ) : null}
      </div>
      {card.holder_name ? <p className="mt-3 text-sm text-muted">{card.holder_name}</p> : null}
      {card.is_expired ? (
        <p className="mt-3 text-sm text-fg">
          {canPayWith ? 'Esta tarjeta ya no sirve para pagar. Quítala y añade la nueva cuando te llegue.' : 'Esta tarjeta ya no sirve para pagar. Puedes quitarla.'}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4">
        {canPayWith && !card.is_default && !card.is_expired ? (
          <button type="button" onClick={() => submit('make-default')} disabled={isBusy} className="btn-secondary px-4 py-2">
            <Star aria-hidden="true" className="size-3.5" />
            Usar como predeterminada
            <span className="sr-only"> ({name})</span>
          </button>
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={() => void confirmDelete()}
          disabled={isBusy}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-danger transition-colors hover:bg-danger/10 disabled:opacity-60"
        >
          <Trash2 aria-hidden="true" className="size-3.5" />
          Quitar
          <span className="sr-only"> {name}</span>
        </button>
      </div>
    </article>
  );
}
