// The whole Drizzle schema, one file per domain. Migrations are generated from it
// (`npm run db:generate`) and committed under server/db/migrations.
export * from './schema/seed-runs';
export * from './schema/ad-banners';
export * from './schema/users';
export * from './schema/rate-limits';
export * from './schema/account';
export * from './schema/catalog';
export * from './schema/settings';
export * from './schema/directory';
export * from './schema/audit';
export * from './schema/mail';
export * from './schema/import-jobs';
export * from './schema/orders';
export * from './schema/inventory';
export * from './schema/returns';
export * from './schema/invoices';
export * from './schema/reviews';
export * from './schema/stock-alerts';
export * from './schema/cart-reminders';
export * from './schema/account-tokens';
export * from './schema/consents';
export * from './schema/data-exports';
export * from './schema/second-factor';
export * from './schema/price-history';
export * from './schema/campaigns';
export * from './schema/search';
