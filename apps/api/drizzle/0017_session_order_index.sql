-- Bookings in every list's session order (decision 018): a page of the admin's list reads the
-- upcoming half of this index forwards from today and the past half backwards, only as many rows
-- as the page needs, instead of sorting every booking (bench/scale.md, G). Built in the
-- migration's transaction: writes to bookings wait for the build (about a second per million).
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("date",coalesce(("hours")[1], 24),"id");
