CREATE TABLE "invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_number_uq" ON "payments" USING btree ("invoice_number");--> statement-breakpoint
-- Payments that succeeded before invoice numbers existed get theirs in the order they were paid, per year.
UPDATE "payments" SET "invoiced_at" = "updated_at" WHERE "status" = 'succeeded' AND "invoiced_at" IS NULL;--> statement-breakpoint
UPDATE "payments" AS p SET "invoice_number" = 'INV-' || n."year" || '-' || lpad(n."seq"::text, 6, '0')
FROM (
  SELECT "id", extract(year FROM "invoiced_at" AT TIME ZONE 'UTC')::int AS "year",
    row_number() OVER (PARTITION BY extract(year FROM "invoiced_at" AT TIME ZONE 'UTC') ORDER BY "invoiced_at", "id") AS "seq"
  FROM "payments" WHERE "status" = 'succeeded' AND "invoice_number" IS NULL
) AS n
WHERE p."id" = n."id";--> statement-breakpoint
INSERT INTO "invoice_sequences" ("year", "last_number")
SELECT extract(year FROM "invoiced_at" AT TIME ZONE 'UTC')::int, count(*) FROM "payments" WHERE "invoice_number" IS NOT NULL GROUP BY 1;
