DROP INDEX "cart_reminders_user_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_user_cart_key" ON "cart_reminders" USING btree ("user_id","cart_started_at");--> statement-breakpoint
CREATE INDEX "cart_reminders_token_idx" ON "cart_reminders" USING btree ("unsubscribe_token_hash");