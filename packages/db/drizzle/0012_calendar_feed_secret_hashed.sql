ALTER TABLE "calendar_feed" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
-- A feed turned on before: its secret becomes its SHA-256, so the address calendar apps hold keeps working.
UPDATE "calendar_feed" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');
