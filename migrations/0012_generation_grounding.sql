ALTER TABLE "reports" ADD COLUMN "generation_dropped" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "generation_checkpoint" jsonb;