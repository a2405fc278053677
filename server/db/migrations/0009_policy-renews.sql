ALTER TABLE "orders" ADD COLUMN "renews_policy_number" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "renews_policy_number" text;--> statement-breakpoint
CREATE INDEX "orders_renews_policy_idx" ON "orders" USING btree ("renews_policy_number");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_renews_policy_uq" ON "policies" USING btree ("renews_policy_number") WHERE renews_policy_number is not null;