CREATE TABLE "listener_feed_keys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listener_feed_keys" ADD CONSTRAINT "listener_feed_keys_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listener_feed_keys_key_uq" ON "listener_feed_keys" USING btree ("key_id");