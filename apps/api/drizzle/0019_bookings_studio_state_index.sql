-- A studio's bookings by stored state (bench/scale.md, J): the admin's search narrowed to a state
-- counts a city's bookings in that state from this index alone, where bookings_studio_idx made
-- it read every booking's row (20,000 of them for a city's no-shows at a million bookings).
-- Built in the migration's transaction: writes to bookings wait for the build (about a second
-- per million).
CREATE INDEX "bookings_studio_state_idx" ON "bookings" USING btree ("studio_id","status","date");
