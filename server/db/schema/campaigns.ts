import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CampaignScope } from '../../../common/campaigns/rules';
import { products } from './catalog';
import { users } from './users';

/**
 * Planned sales (issue 34): a price offer (a percentage or a fixed price) that the switch job writes
 * into the products' sale price at the start and takes back at the end, or an automatic promotion
 * that the checkout's quote applies while the campaign runs. Start and end are instants; staff enter
 * them in Madrid time.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 140 }).notNull(),
    publicText: text('public_text').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    scope: jsonb('scope').$type<CampaignScope>().notNull(),
    /** 'percent', 'fixed_price', 'second_unit_half', 'three_for_two', 'free_shipping'. */
    offerKind: varchar('offer_kind', { length: 20 }).notNull(),
    percent: smallint('percent'),
    fixedPriceCents: integer('fixed_price_cents'),
    /** Free shipping from this much of the scope's goods. */
    minOrderCents: integer('min_order_cents'),
    /** Stopped by staff before its end: it no longer applies. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaigns_slug_unique').on(t.slug),
    index('campaigns_window_idx').on(t.startsAt, t.endsAt),
    check('campaigns_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('campaigns_offer_check', sql`${t.offerKind} in ('percent', 'fixed_price', 'second_unit_half', 'three_for_two', 'free_shipping')`),
    check('campaigns_percent_check', sql`${t.percent} is null or ${t.percent} between 1 and 90`),
  ],
);

/**
 * The products whose sale price a running campaign holds, with the sale price they had before (put
 * back when no campaign holds them any more). One row per product: the campaign that won it.
 */
export const campaignPriceHolds = pgTable(
  'campaign_price_holds',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The product's own sale price before the campaign (null: none). */
    baseSalePriceCents: integer('base_sale_price_cents'),
    /** What the campaign wrote; a different sale price now means staff changed it meanwhile. */
    appliedPriceCents: integer('applied_price_cents').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_price_holds_campaign_idx').on(t.campaignId)],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignPriceHoldRow = typeof campaignPriceHolds.$inferSelect;
