-- The booking lifecycle, release 1 of 2: widen and backfill (docs/database.md, decision 025).
-- New nullable columns on bookings (no default: instant, no rewrite); the code of this release
-- writes them on every booking, and the rows before it are backfilled below: every booking made
-- so far is 'confirmed', its hours copied from its holds. The checks on bookings are NOT VALID:
-- new and changed rows are checked, the table is not read under the lock. Release 2 validates
-- them and makes status and hours NOT NULL. The studios' settings have constant defaults.
ALTER TABLE "booking_hours" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hours" smallint[];--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decision_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "booking_mode" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "cancellation_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('requested', 'confirmed', 'declined', 'expired', 'cancelled', 'no_show')) NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" in ('customer', 'owner')) NOT VALID;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_booking_mode_check" CHECK ("studios"."booking_mode" in ('instant', 'request'));--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_cancellation_hours_check" CHECK ("studios"."cancellation_hours" in (0, 2, 24, 48, 72));--> statement-breakpoint
-- Backfill: small tables here, so one statement each (docs/database.md, "Backfills").
UPDATE "bookings" SET "status" = 'confirmed', "status_changed_at" = "created_at" WHERE "status" IS NULL;--> statement-breakpoint
UPDATE "bookings" SET "hours" = coalesce(
  (SELECT array_agg("h"."hour" ORDER BY "h"."hour") FROM "booking_hours" "h" WHERE "h"."booking_id" = "bookings"."id"),
  '{}'::smallint[]) WHERE "hours" IS NULL;
