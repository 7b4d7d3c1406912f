ALTER TABLE "booking_hours" DROP CONSTRAINT "booking_hours_studio_id_studios_id_fk";
