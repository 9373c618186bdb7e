import { formatEuros } from '../money';
import type { StoreSettings } from '../settings/contracts';

// The store's bank account for orders paid by transfer, from /admin/settings. Without an IBAN
// there is no account to pay into, so the checkout does not offer bank transfer at all.

export interface BankAccount {
  holder: string;
  iban: string;
  bank: string;
}

type AccountSettings = Pick<StoreSettings, 'bank_transfer_holder' | 'bank_transfer_iban' | 'bank_transfer_bank' | 'legal_name'>;

/** The account shoppers pay into; the holder defaults to the company's legal name. Null when no IBAN is set. */
export function bankAccountOf(settings: AccountSettings): BankAccount | null {
  if (!acceptsBankTransfer(settings)) return null;
  return { holder: settings.bank_transfer_holder || settings.legal_name, iban: settings.bank_transfer_iban, bank: settings.bank_transfer_bank };
}

/** Whether the checkout offers bank transfer (the pages that describe payment say it only then). */
export function acceptsBankTransfer(settings: Pick<StoreSettings, 'bank_transfer_iban'>): boolean {
  return settings.bank_transfer_iban !== '';
}

/** 'Tienda Diverso S.L., IBAN ES91 … (CaixaBank)' */
export function describeBankAccount(account: BankAccount): string {
  return `${account.holder}, IBAN ${account.iban}${account.bank ? ` (${account.bank})` : ''}`;
}

/** What the shopper is told after ordering by bank transfer. */
export function bankTransferMessage(orderNumber: string, totalEuros: number, account: BankAccount | null): string {
  const to = account ? ` a ${describeBankAccount(account)},` : '';
  return (
    `Haz una transferencia de ${formatEuros(totalEuros)}${to} con el concepto ${orderNumber}. ` +
    'Prepararemos el pedido en cuanto la recibamos; te hemos enviado estos datos por email.'
  );
}
