CREATE TABLE "blog_posts" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"published_on" date NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "blog_posts_slug_language_pk" PRIMARY KEY("slug","language")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"lead" text NOT NULL,
	"updated_at" date NOT NULL,
	CONSTRAINT "content_pages_slug_language_pk" PRIMARY KEY("slug","language")
);
--> statement-breakpoint
CREATE TABLE "content_sections" (
	"page_slug" text NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "content_sections_page_slug_language_position_pk" PRIMARY KEY("page_slug","language","position")
);
--> statement-breakpoint
CREATE TABLE "faq_groups" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "faq_groups_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"group_id" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faq_questions_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid,
	"session_id" uuid,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"policy_number" text,
	"email" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" text PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"role_en" text NOT NULL,
	"role_ar" text NOT NULL,
	"bio_en" text NOT NULL,
	"bio_ar" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blog_posts_language_published_idx" ON "blog_posts" USING btree ("language","published_on");