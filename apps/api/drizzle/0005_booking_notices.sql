CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"attachment_filename" text,
	"attachment_content_type" text,
	"attachment_content" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_channel_check" CHECK ("notices"."channel" in ('email', 'sms')),
	CONSTRAINT "notices_status_check" CHECK ("notices"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "notices_pending_idx" ON "notices" USING btree ("next_attempt_at") WHERE "notices"."status" = 'pending';