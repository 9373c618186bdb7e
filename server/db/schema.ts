// The whole Drizzle schema, one section per domain. Migrations are generated from it
// (`npm run db:generate`) and committed under server/db/migrations.
export * from './schema/seed-runs';
export * from './schema/ad-banners';
