CREATE TABLE "cancellation_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text,
	"cooling_off_days" integer NOT NULL,
	"fee_flat_minor" integer NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"fee_max_minor" integer,
	CONSTRAINT "cancellation_rules_category_id_unique" UNIQUE("category_id")
);
--> statement-breakpoint
CREATE TABLE "policy_broker_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"from_broker_id" text NOT NULL,
	"to_broker_id" text NOT NULL,
	"effective_date" date NOT NULL,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_broker_changes_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "policy_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_number" text NOT NULL,
	"kind" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"policy_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason_code" text NOT NULL,
	"reason_text" text,
	"effective_date" date,
	"from_broker_id" text NOT NULL,
	"to_broker_id" text,
	"consent_at" timestamp with time zone,
	"currency" text,
	"paid_minor" integer,
	"gross_refund_minor" integer,
	"fee_minor" integer,
	"refund_minor" integer,
	"unused_days" integer,
	"total_days" integer,
	"cooling_off" boolean,
	"refund_destination" text,
	"card_refund_minor" integer,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"refund_reference" text,
	"refunded_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_requests_request_number_unique" UNIQUE("request_number"),
	CONSTRAINT "policy_requests_amounts_non_negative" CHECK (coalesce(refund_minor, 0) >= 0 and coalesce(fee_minor, 0) >= 0 and coalesce(card_refund_minor, 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "policy_broker_changes" ADD CONSTRAINT "policy_broker_changes_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_broker_changes" ADD CONSTRAINT "policy_broker_changes_request_id_policy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."policy_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_request_events" ADD CONSTRAINT "policy_request_events_request_id_policy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."policy_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_requests" ADD CONSTRAINT "policy_requests_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_broker_changes_policy_idx" ON "policy_broker_changes" USING btree ("policy_id","effective_date");--> statement-breakpoint
CREATE INDEX "policy_request_events_request_idx" ON "policy_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "policy_requests_policy_idx" ON "policy_requests" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX "policy_requests_status_idx" ON "policy_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_requests_one_open_per_policy_uq" ON "policy_requests" USING btree ("policy_id") WHERE status = 'pending';