import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TEST_BIZUM_APPROVES, TEST_BIZUM_DECLINES, TEST_CARDS, luhnValid, type TestCardOutcome } from '../../common/payments/test-gateway';
import type { Db } from '../db/client';
import { testGatewayCards } from '../db/schema';
import type { StorePaymentProvider } from './hosted-provider';
import type { CardDetails, ChargeResult, PaymentProvider, RefundResult } from './provider';

// The built-in gateway in test mode: it behaves like a real gateway's sandbox. Cards are tokenised
// into its vault (`test_gateway_cards`: outcome, brand, last four digits, expiry — never the
// number), and each test number has a fixed outcome (common/payments/test-gateway.ts).
//
// Idempotency without a table of charges: the reference of a charge or a refund is derived from
// its idempotency key (a hash), and the outcome from the card, so the same key with the same card
// always gives the same reference and the same outcome. confirm() answers from the shopper's answer
// alone: references that did not come from this gateway are refused.

export const TEST_GATEWAY_ID = 'test';

export const TEST_MODE_CARDS_ONLY =
  'En modo de pruebas la tienda solo acepta las tarjetas de prueba (por ejemplo, 4242 4242 4242 4242). No introduzcas una tarjeta real.';

const MESSAGES = {
  declined: 'El banco ha rechazado la tarjeta. No se ha cobrado nada: prueba con otra tarjeta o con otro método de pago.',
  insufficient_funds: 'La tarjeta no tiene fondos suficientes. No se ha cobrado nada: prueba con otra tarjeta o con otro método de pago.',
  timeout: 'El banco no ha respondido a tiempo. No se ha cobrado nada: vuelve a intentarlo en unos minutos.',
  unknownToken: 'No reconocemos esta tarjeta. Vuelve a introducir sus datos.',
  expired: 'La tarjeta está caducada. No se ha cobrado nada: usa otra tarjeta.',
  refused3ds: 'Has cancelado la confirmación en tu banco. No se ha cobrado nada.',
  bizumDeclined: 'Bizum ha rechazado el pago. No se ha cobrado nada: prueba con otro método de pago.',
  bizumRefused: 'Has rechazado el pago en la app de tu banco. No se ha cobrado nada.',
  bizumUnknownPhone: `En modo de pruebas Bizum solo acepta los móviles de prueba ${TEST_BIZUM_APPROVES} (acepta el pago) y ${TEST_BIZUM_DECLINES} (lo rechaza). No se ha cobrado nada.`,
  unknownReference: 'La pasarela no reconoce este pago.',
} as const;

export interface TokeniseInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type TokeniseResult = { ok: true; card: CardDetails } | { ok: false; field: 'number' | 'exp_month' | 'exp_year'; message: string };

export interface TestGateway extends PaymentProvider {
  readonly id: typeof TEST_GATEWAY_ID;
  readonly testMode: true;
  /** What the gateway's own card form does in the browser: keeps the card and gives a token. */
  tokenise(input: TokeniseInput, now: Date): Promise<TokeniseResult>;
}

export function isTestGateway(provider: StorePaymentProvider): provider is TestGateway {
  return provider.id === TEST_GATEWAY_ID && typeof (provider as Partial<TestGateway>).tokenise === 'function';
}

/** Whether a card expiring at the end of `expMonth`/`expYear` is past at `now` (Madrid calendar is close enough: month granularity, UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

const digest = (kind: string, key: string) => createHash('sha256').update(`${kind}:${key}`).digest('hex').slice(0, 24);
const REFERENCE = /^(ch|bz)_[0-9a-f]{24}$/;

function failedCharge(outcome: Exclude<TestCardOutcome, 'succeeds' | 'requires_action'>, reference: string): ChargeResult {
  return { status: 'failed', code: outcome, message: MESSAGES[outcome], reference };
}

export function createTestGateway(db: Db, clock: () => Date = () => new Date()): TestGateway {
  async function cardDetails(token: string): Promise<(CardDetails & { outcome: TestCardOutcome }) | null> {
    const [row] = await db.select().from(testGatewayCards).where(eq(testGatewayCards.token, token));
    if (!row) return null;
    return { token: row.token, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear, outcome: row.outcome as TestCardOutcome };
  }
  const shown = (card: CardDetails) => ({ brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear });

  return {
    id: TEST_GATEWAY_ID,
    testMode: true,

    async tokenise(input, now) {
      const number = input.number.replace(/[\s-]/g, '');
      if (!luhnValid(number)) return { ok: false, field: 'number', message: 'El número de la tarjeta no es válido. Revísalo.' };
      const testCard = TEST_CARDS.find((card) => card.number === number);
      if (!testCard) return { ok: false, field: 'number', message: TEST_MODE_CARDS_ONLY };
      if (cardExpired(input.expMonth, input.expYear, now)) return { ok: false, field: 'exp_year', message: 'La tarjeta está caducada: revisa la fecha de caducidad.' };
      const card: CardDetails = { token: `tok_${randomBytes(16).toString('hex')}`, brand: testCard.brand, last4: number.slice(-4), expMonth: input.expMonth, expYear: input.expYear };
      await db.insert(testGatewayCards).values({ ...card, outcome: testCard.outcome });
      return { ok: true, card };
    },

    async cardDetails(token) {
      const card = await cardDetails(token);
      if (!card) return null;
      const { outcome: _outcome, ...details } = card;
      return details;
    },

    async verifyCard(token) {
      const card = await cardDetails(token);
      if (!card) return { ok: false, message: MESSAGES.unknownToken };
      if (cardExpired(card.expMonth, card.expYear, clock())) return { ok: false, message: MESSAGES.expired };
      // A zero-amount check: a refused card or a bank that does not answer cannot be saved; a card
      // short of funds or asking for 3-D Secure can (the bank is asked again at each payment).
      if (card.outcome === 'declined') return { ok: false, message: 'El banco ha rechazado la tarjeta: no se puede guardar. Prueba con otra.' };
      if (card.outcome === 'timeout') return { ok: false, message: 'El banco no ha respondido a tiempo: no se ha guardado la tarjeta. Vuelve a intentarlo en unos minutos.' };
      const { outcome: _outcome, ...details } = card;
      return { ok: true, card: details };
    },

    async chargeCard(request): Promise<ChargeResult> {
      const reference = `ch_${digest('charge', request.idempotencyKey)}`;
      const card = await cardDetails(request.token);
      if (!card) return { status: 'failed', code: 'invalid', message: MESSAGES.unknownToken };
      if (cardExpired(card.expMonth, card.expYear, clock())) return { status: 'failed', code: 'expired_card', message: MESSAGES.expired, reference };
      switch (card.outcome) {
        case 'succeeds':
          return { status: 'succeeded', reference, card: shown(card) };
        case 'requires_action':
          return { status: 'requires_action', reference, card: shown(card) };
        default:
          return failedCharge(card.outcome, reference);
      }
    },

    async chargeBizum(request): Promise<ChargeResult> {
      const reference = `bz_${digest('bizum', request.idempotencyKey)}`;
      const phone = request.phone.replace(/\D/g, '').slice(-9);
      if (phone === TEST_BIZUM_APPROVES) return { status: 'requires_action', reference };
      if (phone === TEST_BIZUM_DECLINES) return { status: 'failed', code: 'declined', message: MESSAGES.bizumDeclined, reference };
      return { status: 'failed', code: 'invalid', message: MESSAGES.bizumUnknownPhone };
    },

    async confirm(reference, approve): Promise<ChargeResult> {
      if (!REFERENCE.test(reference)) return { status: 'failed', code: 'invalid', message: MESSAGES.unknownReference };
      if (approve) return { status: 'succeeded', reference };
      return { status: 'failed', code: 'declined', message: reference.startsWith('bz_') ? MESSAGES.bizumRefused : MESSAGES.refused3ds, reference };
    },

    async refund(reference, amountCents, idempotencyKey): Promise<RefundResult> {
      if (!REFERENCE.test(reference)) return { status: 'failed', message: MESSAGES.unknownReference };
      if (amountCents <= 0) return { status: 'failed', message: 'El importe del reembolso debe ser mayor que cero.' };
      return { status: 'succeeded', reference: `re_${digest('refund', idempotencyKey)}` };
    },
  };
}
