CREATE TABLE "callout_response_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid,
	"undoes" uuid,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "callout_response_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"contact_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "callout_response_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"change_id" uuid,
	"contact_id" uuid,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callout_response_history_kind" CHECK ("callout_response_history"."kind" in ('triage', 'answers', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "callout_response_tags" (
	"response_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callout_response_tags_response_id_tag_id_pk" PRIMARY KEY("response_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "callout_response_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"callout_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb,
	"sort" text NOT NULL,
	"order" text NOT NULL,
	"bucket" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callout_response_views_order" CHECK ("callout_response_views"."order" in ('ASC', 'DESC'))
);
--> statement-breakpoint
CREATE TABLE "callout_reviewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"callout_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callout_reviewers_contact" UNIQUE("callout_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "callout_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"callout_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "callout_responses_bucket";--> statement-breakpoint
ALTER TABLE "callout_responses" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "callout_responses" ADD COLUMN "answers_text" text GENERATED ALWAYS AS (callout_answers_text(answers)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "callouts" ADD COLUMN "hide_contact_from_reviewers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "callouts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "callout_response_changes" ADD CONSTRAINT "callout_response_changes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_response_comments" ADD CONSTRAINT "callout_response_comments_response_id_callout_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."callout_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_response_comments" ADD CONSTRAINT "callout_response_comments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_response_history" ADD CONSTRAINT "callout_response_history_response_id_callout_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."callout_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_response_history" ADD CONSTRAINT "callout_response_history_change_id_callout_response_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."callout_response_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_response_history" ADD CONSTRAINT "callout_response_history_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_response_tags" ADD CONSTRAINT "callout_response_tags_response_id_callout_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."callout_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_response_tags" ADD CONSTRAINT "callout_response_tags_tag_id_callout_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."callout_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_response_views" ADD CONSTRAINT "callout_response_views_callout_id_callouts_id_fk" FOREIGN KEY ("callout_id") REFERENCES "public"."callouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_response_views" ADD CONSTRAINT "callout_response_views_created_by_contacts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_reviewers" ADD CONSTRAINT "callout_reviewers_callout_id_callouts_id_fk" FOREIGN KEY ("callout_id") REFERENCES "public"."callouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_reviewers" ADD CONSTRAINT "callout_reviewers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_tags" ADD CONSTRAINT "callout_tags_callout_id_callouts_id_fk" FOREIGN KEY ("callout_id") REFERENCES "public"."callouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callout_response_comments_response" ON "callout_response_comments" USING btree ("response_id","created_at");--> statement-breakpoint
CREATE INDEX "callout_response_history_response" ON "callout_response_history" USING btree ("response_id","created_at");--> statement-breakpoint
CREATE INDEX "callout_response_history_change" ON "callout_response_history" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "callout_response_tags_tag" ON "callout_response_tags" USING btree ("tag_id","response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "callout_response_views_name" ON "callout_response_views" USING btree ("callout_id",lower("name"));--> statement-breakpoint
CREATE INDEX "callout_reviewers_contact_id" ON "callout_reviewers" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "callout_tags_name" ON "callout_tags" USING btree ("callout_id",lower("name"));--> statement-breakpoint
ALTER TABLE "callout_responses" ADD CONSTRAINT "callout_responses_assignee_id_contacts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callout_responses_bucket_number" ON "callout_responses" USING btree ("callout_id","bucket","number");--> statement-breakpoint
CREATE INDEX "callout_responses_assignee" ON "callout_responses" USING btree ("callout_id","assignee_id","number");--> statement-breakpoint
CREATE INDEX "callout_responses_answers" ON "callout_responses" USING gin ("answers" jsonb_path_ops);--> statement-breakpoint
-- Callouts published already keep their slug from now on (services/callouts, slug-locked).
UPDATE "callouts" SET "published_at" = "starts" WHERE "starts" IS NOT NULL AND "starts" <= now();
