ALTER TABLE "reports" ADD COLUMN "episode_description" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "episode_persons" jsonb;