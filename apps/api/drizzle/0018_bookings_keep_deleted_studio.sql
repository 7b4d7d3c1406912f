-- A deleted studio as its bookings keep it (decision 042): its name, city, address, public number
-- and whether the booking's customer was shown it unmasked, written as the studio is deleted.
-- Bookings whose studio went before this migration keep none: nothing tells what they were shown.
ALTER TABLE "bookings" ADD COLUMN "deleted_studio" jsonb;
