ALTER TABLE "transactions" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
CREATE INDEX "transactions_provider_ref_idx" ON "transactions" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_payment_idx" ON "transactions" USING btree ("provider_payment_id");