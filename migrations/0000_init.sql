CREATE TABLE "auth_login_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_path" text DEFAULT '/' NOT NULL,
	"source_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "creator_settings" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"channel_name" text NOT NULL,
	"channel_description" text,
	"logo_url" text,
	"youtube_channel_url" text,
	"youtube_channel_id" text,
	"is_youtube_verified" boolean DEFAULT false NOT NULL,
	"youtube_verification_token" text,
	"content_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subscription_price" integer DEFAULT 200 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_settings_price_ck" CHECK ("creator_settings"."subscription_price" >= 0),
	CONSTRAINT "creator_settings_channel_name_ck" CHECK (length(btrim("creator_settings"."channel_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"feedback_type" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"page_url" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type_ck" CHECK ("feedback"."feedback_type" in ('general', 'general_feedback', 'suggestion', 'question', 'bug_report', 'feature_request')),
	CONSTRAINT "feedback_subject_ck" CHECK (char_length("feedback"."subject") between 1 and 200),
	CONSTRAINT "feedback_message_ck" CHECK (char_length("feedback"."message") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "invite_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"creator_id" uuid NOT NULL,
	"label" text,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"content" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_content_length_ck" CHECK (char_length("notes"."content") <= 20000),
	CONSTRAINT "notes_version_ck" CHECK ("notes"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_purchasable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plans_type_ck" CHECK ("plans"."type" in ('basic', 'premium', 'pro')),
	CONSTRAINT "plans_amount_ck" CHECK ("plans"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"auth_issuer" text NOT NULL,
	"auth_subject" text NOT NULL,
	"user_role" text DEFAULT 'subscriber' NOT NULL,
	"display_name" text NOT NULL,
	"full_name" text NOT NULL,
	"avatar_url" text,
	"is_creator" boolean DEFAULT false NOT NULL,
	"is_subscriber" boolean DEFAULT true NOT NULL,
	"phone" text,
	"location" text,
	"names_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_role_ck" CHECK ("profiles"."user_role" in ('subscriber', 'creator', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_favourites" (
	"user_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_favourites_user_id_report_id_pk" PRIMARY KEY("user_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "report_reads" (
	"user_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_reads_user_id_report_id_pk" PRIMARY KEY("user_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "report_transcripts" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"format" text DEFAULT 'text' NOT NULL,
	"source" text DEFAULT 'paste' NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"key_learnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chapters" jsonb,
	"quotes" jsonb,
	"reading_time_seconds" integer DEFAULT 0 NOT NULL,
	"episode_title" text NOT NULL,
	"episode_number" integer,
	"episode_published_at" timestamp with time zone,
	"episode_duration_seconds" integer DEFAULT 0 NOT NULL,
	"episode_media_url" text,
	"generation_provider" text,
	"generation_progress" integer DEFAULT 0 NOT NULL,
	"generation_error" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(jsonb_to_tsvector('english', key_learnings, '["string"]'), 'C')) STORED NOT NULL,
	CONSTRAINT "reports_status_ck" CHECK ("reports"."status" in ('draft', 'generating', 'ready', 'published', 'failed')),
	CONSTRAINT "reports_duration_ck" CHECK ("reports"."episode_duration_seconds" >= 0),
	CONSTRAINT "reports_reading_time_ck" CHECK ("reports"."reading_time_seconds" >= 0),
	CONSTRAINT "reports_progress_ck" CHECK ("reports"."generation_progress" between 0 and 100),
	CONSTRAINT "reports_published_at_ck" CHECK ("reports"."status" <> 'published' or "reports"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"previous_token_hash" text,
	"rotated_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"plan_name" text NOT NULL,
	"provider" text DEFAULT 'trial' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_ck" CHECK ("subscriptions"."status" in ('active', 'canceled')),
	CONSTRAINT "subscriptions_amount_ck" CHECK ("subscriptions"."amount" >= 0),
	CONSTRAINT "subscriptions_interval_ck" CHECK ("subscriptions"."interval" in ('month')),
	CONSTRAINT "subscriptions_not_self_ck" CHECK ("subscriptions"."subscriber_id" <> "subscriptions"."creator_id"),
	CONSTRAINT "subscriptions_period_ck" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start")
);
--> statement-breakpoint
ALTER TABLE "creator_settings" ADD CONSTRAINT "creator_settings_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_favourites" ADD CONSTRAINT "report_favourites_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_favourites" ADD CONSTRAINT "report_favourites_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reads" ADD CONSTRAINT "report_reads_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reads" ADD CONSTRAINT "report_reads_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_transcripts" ADD CONSTRAINT "report_transcripts_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_id_profiles_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_creator_id_profiles_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_login_transactions_state_uq" ON "auth_login_transactions" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "auth_login_transactions_expires_idx" ON "auth_login_transactions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "creator_settings_categories_idx" ON "creator_settings" USING gin ("content_categories");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_token_uq" ON "invite_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "invite_links_creator_idx" ON "invite_links" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notes_user_report_uq" ON "notes" USING btree ("user_id","report_id");--> statement-breakpoint
CREATE INDEX "notes_user_updated_idx" ON "notes" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_auth_identity_uq" ON "profiles" USING btree ("auth_issuer","auth_subject");--> statement-breakpoint
CREATE INDEX "profiles_email_idx" ON "profiles" USING btree ("email");--> statement-breakpoint
CREATE INDEX "report_favourites_user_created_idx" ON "report_favourites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_favourites_report_idx" ON "report_favourites" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "report_reads_user_read_at_idx" ON "report_reads" USING btree ("user_id","read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_reads_report_idx" ON "report_reads" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "reports_feed_idx" ON "reports" USING btree ("creator_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reports"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reports_published_idx" ON "reports" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reports"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reports_creator_created_idx" ON "reports" USING btree ("creator_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_search_idx" ON "reports" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_previous_token_hash_idx" ON "sessions" USING btree ("previous_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_subscriber_creator_uq" ON "subscriptions" USING btree ("subscriber_id","creator_id");--> statement-breakpoint
CREATE INDEX "subscriptions_creator_status_idx" ON "subscriptions" USING btree ("creator_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_subscriber_status_idx" ON "subscriptions" USING btree ("subscriber_id","status");