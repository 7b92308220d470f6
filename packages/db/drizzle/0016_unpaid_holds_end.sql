ALTER TABLE "app_options" ADD COLUMN "unpaid_holds" jsonb DEFAULT '{"onlinePaymentHours":2,"bankTransferWorkingDays":3}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "hold_ends_at" timestamp with time zone;--> statement-breakpoint
-- Payments offered before holds ended keep what their customers were told: a bank transfer to the
-- end of its third calendar day in London, an online payment two hours.
UPDATE "transactions" SET "hold_ends_at" = CASE
  WHEN "method" = 'bankTransfer'
    THEN (date_trunc('day', "created_at" AT TIME ZONE 'Europe/London') + interval '4 days') AT TIME ZONE 'Europe/London'
  ELSE "created_at" + interval '2 hours'
END;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "hold_ends_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_hold_idx" ON "transactions" USING btree ("status","hold_ends_at");