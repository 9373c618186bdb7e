-- Refunds staff make by hand (provider 'manual') go by bank transfer, whatever the order was paid
-- with: rows written before the ledger recorded that carry the order's method and the charge's card.
UPDATE "payments" SET "method" = 'bank_transfer', "card_brand" = NULL, "card_last4" = NULL, "bizum_phone" = NULL
WHERE "kind" = 'refund' AND "provider" = 'manual' AND ("method" <> 'bank_transfer' OR "card_last4" IS NOT NULL OR "bizum_phone" IS NOT NULL);
