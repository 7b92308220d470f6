ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "content" json;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_body_check" CHECK ("mail_outbox"."content" is not null or ("mail_outbox"."text" is not null and "mail_outbox"."html" is not null));