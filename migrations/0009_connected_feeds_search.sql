CREATE TABLE "feed_backfills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"max_episodes" integer NOT NULL,
	"published_from" timestamp with time zone,
	"published_to" timestamp with time zone,
	"item_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "feed_backfills_status_ck" CHECK ("feed_backfills"."status" in ('queued', 'running', 'done', 'failed', 'canceled')),
	CONSTRAINT "feed_backfills_max_ck" CHECK ("feed_backfills"."max_episodes" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "feed_connections" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"auto_publish" boolean DEFAULT false NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_outcome" text,
	"last_error" text,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"last_imported_at" timestamp with time zone,
	"last_imported_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_connections_failures_ck" CHECK ("feed_connections"."failure_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_deliveries" DROP CONSTRAINT "mail_deliveries_kind_ck";--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_audio" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "report_transcripts" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "report_transcripts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('english', coalesce(search_text, '')))) STORED;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "feed_item_key" text;--> statement-breakpoint
ALTER TABLE "feed_backfills" ADD CONSTRAINT "feed_backfills_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_connections" ADD CONSTRAINT "feed_connections_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_backfills_active_uq" ON "feed_backfills" USING btree ("creator_id") WHERE "feed_backfills"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "feed_backfills_creator_idx" ON "feed_backfills" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_connections_due_idx" ON "feed_connections" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "report_transcripts_search_idx" ON "report_transcripts" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_feed_item_uq" ON "reports" USING btree ("creator_id","feed_item_key") WHERE "reports"."feed_item_key" is not null;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_status_ck" CHECK ("feedback"."status" in ('new', 'in_progress', 'done'));--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_kind_ck" CHECK ("mail_deliveries"."kind" in ('report', 'digest', 'feed_episode'));