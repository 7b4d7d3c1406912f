-- A customer's and a studio's bookings indexed with the session date instead of the creation
-- time, which no statement filters or sorts by: the admin's upcoming / past search then reads
-- only the matching dates (bench/scale.md, F). Rebuilt in the migration's transaction: writes to
-- bookings wait for the build (about a second per million bookings).
DROP INDEX "bookings_customer_idx";--> statement-breakpoint
DROP INDEX "bookings_studio_idx";--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "bookings_studio_idx" ON "bookings" USING btree ("studio_id","date");