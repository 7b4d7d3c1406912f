CREATE TABLE "studio_pending_changes" (
	"studio_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"youtube_links" jsonb NOT NULL,
	"full_address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin_code" text NOT NULL,
	"images" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_pending_changes" ADD CONSTRAINT "studio_pending_changes_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_pending_changes_submitted_idx" ON "studio_pending_changes" USING btree ("submitted_at");