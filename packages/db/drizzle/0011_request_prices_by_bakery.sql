ALTER TABLE "order_lines" ADD COLUMN "priced_by_bakery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Lines the baker priced before this column existed are named in the audit log of each pricing.
UPDATE "order_lines" SET "priced_by_bakery" = true WHERE "id"::text IN (SELECT "line"->>'id' FROM "audit_log", jsonb_array_elements("audit_log"."after"->'lines') AS "line" WHERE "audit_log"."action" = 'order.price');
