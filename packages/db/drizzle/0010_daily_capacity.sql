CREATE TABLE "capacity_bookings" (
	"delivery_date" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capacity_dates" (
	"date" date PRIMARY KEY NOT NULL,
	"units" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_capacity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekdays" jsonb DEFAULT '[null,null,null,null,null,null,null]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capacity_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "capacity_units" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "capacity_per" text DEFAULT 'item' NOT NULL;--> statement-breakpoint
-- Products sold by the piece in boxes (a minimum above one) take their units once per line; the
-- others once per item. Orders already placed take what their lines take now, so a capacity set
-- later counts them (docs/product.md › Daily capacity).
UPDATE "products" SET "capacity_per" = 'line' WHERE "minimal_quantity" > 1;--> statement-breakpoint
UPDATE "orders" SET "capacity_units" = "booked"."units"
FROM (
	SELECT "order_lines"."order_id",
		sum(CASE WHEN "products"."capacity_per" = 'line' THEN "products"."capacity_units"
			ELSE "products"."capacity_units" * "order_lines"."quantity" END)::integer AS "units"
	FROM "order_lines" JOIN "products" ON "products"."id" = "order_lines"."product_id"
	GROUP BY "order_lines"."order_id"
) AS "booked"
WHERE "booked"."order_id" = "orders"."id";
--> statement-breakpoint
-- Every day unlimited until the baker sets a figure.
INSERT INTO "kitchen_capacity" ("id") VALUES (1) ON CONFLICT DO NOTHING;
