-- Offline bookings (decision 049): a booking the studio's owner took elsewhere and recorded, with
-- no customer account. Every column is added without a rewrite: `source` has a constant default,
-- which is right for every booking made before and for those the previous release still makes
-- (its customers' bookings are online); the others are nullable. The checks are added NOT VALID
-- (docs/database.md): they hold for new and changed rows from now on without reading the whole
-- table under an exclusive lock; every existing row meets them (online, no offline customer), and
-- a later release validates them.
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offline_customer_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offline_customer_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_check" CHECK ("bookings"."source" in ('online', 'offline')) NOT VALID;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offline_customer_check" CHECK (("bookings"."source" = 'online' and "bookings"."offline_customer_name" is null
            and "bookings"."offline_customer_phone" is null)
        or ("bookings"."source" = 'offline' and "bookings"."customer_id" is null
            and "bookings"."offline_customer_name" is not null)) NOT VALID;
