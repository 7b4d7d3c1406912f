CREATE SEQUENCE "public"."deposit_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
DROP INDEX "bookings_open_requests_idx";--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "deposit_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "deposit_value" integer;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_upi_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_payee" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_utr" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_refund" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_open_requests_idx" ON "bookings" USING btree ("decision_due_at") WHERE "bookings"."status" in ('requested', 'awaiting_deposit');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_reference_unique" UNIQUE("deposit_reference");--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_deposit_type_check" CHECK ("studios"."deposit_type" in ('none', 'fixed', 'percent'));--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_deposit_check" CHECK (("studios"."deposit_type" = 'none' and "studios"."deposit_value" is null)
        or ("studios"."deposit_type" <> 'none' and "studios"."deposit_value" > 0 and "studios"."upi_id" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_refund_check" CHECK ("bookings"."deposit_refund" in ('full', 'none'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_check" CHECK (("bookings"."status" <> 'awaiting_deposit'
            or ("bookings"."deposit_amount" > 0 and "bookings"."deposit_pay_by" is not null
              and "bookings"."decision_due_at" is not null))
        and ("bookings"."deposit_refund" is null or "bookings"."deposit_paid_at" is not null)
        and ("bookings"."deposit_refunded_at" is null or "bookings"."deposit_refund" = 'full'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('requested', 'awaiting_deposit', 'confirmed', 'declined', 'expired', 'cancelled', 'no_show'));