CREATE TABLE "claim_document_contents" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_number" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"policy_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"kind" text NOT NULL,
	"incident_date" date NOT NULL,
	"incident_time" text DEFAULT '' NOT NULL,
	"details" jsonb NOT NULL,
	"claimed_minor" integer,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payout_method" text,
	"payout_iban" text,
	"payout_iban_masked" text,
	"payout_holder_name" text,
	"info_request_message" text,
	"info_requested_at" timestamp with time zone,
	"documents_complete_at" timestamp with time zone,
	"payment_due_on" date,
	"approved_minor" integer,
	"deductible_minor" integer,
	"payable_minor" integer,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_to" text,
	"paid_reference" text,
	"wallet_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_claim_number_unique" UNIQUE("claim_number"),
	CONSTRAINT "claims_amounts_non_negative" CHECK (coalesce(payable_minor, 0) >= 0 and coalesce(approved_minor, 0) >= 0 and coalesce(claimed_minor, 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_documents_claim_idx" ON "claim_documents" USING btree ("claim_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","at");--> statement-breakpoint
CREATE INDEX "claims_policy_idx" ON "claims" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_one_open_per_incident_uq" ON "claims" USING btree ("policy_id","kind","incident_date","incident_time") WHERE status in ('submitted', 'under_review', 'information_requested', 'approved');