-- The booking lifecycle, release 2 of 2: narrow (docs/database.md, decision 025). Every read
-- uses status and hours from this release on and every write has set them since 0010, so the
-- checks added NOT VALID there are validated (a read that takes no write lock) and the columns
-- become NOT NULL. The sweep finds open requests past their deadline by a partial index, and the
-- free-time index carries a hold's end so a lapsed request's hold is told apart index-only.
ALTER TABLE "bookings" VALIDATE CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" VALIDATE CONSTRAINT "bookings_cancelled_by_check";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "hours" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status_changed_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_open_requests_idx" ON "bookings" USING btree ("decision_due_at") WHERE "bookings"."status" = 'requested';--> statement-breakpoint
DROP INDEX "booking_hours_free_time_idx";--> statement-breakpoint
CREATE INDEX "booking_hours_free_time_idx" ON "booking_hours" USING btree ("date","hour","studio_id","expires_at");
