ALTER TABLE "mail_outbox" ADD COLUMN "owed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "owed_at" = "created_at";
