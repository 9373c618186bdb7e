import { z } from '../zod';

// What staff see of the payment provider in use, and the shapes of the providers' notifications
// as the OpenAPI document describes them (the store reads them only after checking their signature).

export const PAYMENT_PROVIDERS = ['test', 'redsys', 'stripe'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

export const PaymentProviderInfo = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS),
    /** 'Pasarela de pruebas', 'Redsys (TPV Virtual)', 'Stripe Checkout'. */
    label: z.string(),
    /** test: no real money moves; live: real cards and Bizum. */
    mode: z.enum(['test', 'live']),
    /** What the checkout offers through it (cash on delivery and transfer are the store's own). */
    methods: z.array(z.enum(['card', 'bizum'])),
    /** Spanish sentences for staff: how payments flow with it, and what it does not offer. */
    notes: z.array(z.string()),
    /** The address the provider must notify (Redsys sends it with each payment; Stripe's webhook is set in its dashboard); null for the test gateway. */
    notification_url: z.string().nullable(),
  })
  .meta({ id: 'PaymentProviderInfo', description: 'La pasarela de pago en uso, su modo y los métodos que da. Nunca incluye claves.' });
export type PaymentProviderInfo = z.infer<typeof PaymentProviderInfo>;

export const RedsysNotificationForm = z
  .object({
    Ds_SignatureVersion: z.literal('HMAC_SHA256_V1'),
    Ds_MerchantParameters: z.string().meta({ description: 'JSON de los parámetros Ds_* en Base64.' }),
    Ds_Signature: z.string().meta({ description: 'HMAC-SHA256 de Ds_MerchantParameters con la clave de la operación, en Base64 URL.' }),
  })
  .meta({ id: 'RedsysNotificationForm' });

export const StripeWebhookEvent = z
  .object({
    id: z.string().meta({ description: 'evt_…' }),
    object: z.literal('event'),
    type: z.string(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .meta({ id: 'StripeWebhookEvent', description: 'Un evento de Stripe; la cabecera Stripe-Signature firma el cuerpo tal como llega.' });
