import type { Config } from '../config';
import type { Db } from '../db/client';
import type { StorePaymentProvider } from './hosted-provider';
import { createRedsysProvider } from './redsys/redsys-provider';
import { createStripeProvider } from './stripe/stripe-provider';
import { createTestGateway } from './test-gateway';

/**
 * The store's payment provider from the environment (PAYMENT_PROVIDER and its keys, validated by
 * server/config.ts): the built-in test gateway by default, so a fresh install sells without any
 * account anywhere; Redsys (TPV Virtual, cards and Bizum) or Stripe (Checkout, cards) for real money.
 * The keys stay inside the provider: never logged, never in an answer.
 */
export function paymentProviderFrom(config: Config, db: Db, clock: () => Date = () => new Date()): StorePaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'redsys':
      return createRedsysProvider({
        merchantCode: config.REDSYS_MERCHANT_CODE!,
        terminal: config.REDSYS_TERMINAL,
        secretKey: config.REDSYS_SECRET_KEY!,
        testMode: config.PAYMENT_MODE !== 'live',
        baseUrl: config.REDSYS_URL,
      });
    case 'stripe':
      return createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY!, webhookSecret: config.STRIPE_WEBHOOK_SECRET!, apiBase: config.STRIPE_API_URL });
    default:
      return createTestGateway(db, clock);
  }
}
