-- Imported calendars (decision 048): the calendars owners link to a studio, the last good copy
-- of each one's busy hours (not bookable, outside booking_hours' unique hour: a conflict with a
-- booking is shown, never refused), and the conflicts each owner was told of. New tables only.
CREATE TABLE "imported_busy_hours" (
	"calendar_id" uuid NOT NULL,
	"studio_id" uuid NOT NULL,
	"date" date NOT NULL,
	"hour" smallint NOT NULL,
	CONSTRAINT "imported_busy_hours_calendar_id_date_hour_pk" PRIMARY KEY("calendar_id","date","hour"),
	CONSTRAINT "imported_busy_hours_hour_check" CHECK ("imported_busy_hours"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "imported_calendar_conflicts" (
	"calendar_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_calendar_conflicts_calendar_id_booking_id_pk" PRIMARY KEY("calendar_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "imported_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"etag" text,
	"last_modified" text,
	"last_synced_at" timestamp with time zone NOT NULL,
	"last_good_at" timestamp with time zone,
	"sync_lease_until" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_calendars_status_check" CHECK ("imported_calendars"."status" in ('ok', 'error'))
);
--> statement-breakpoint
ALTER TABLE "imported_busy_hours" ADD CONSTRAINT "imported_busy_hours_calendar_id_imported_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."imported_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_calendar_conflicts" ADD CONSTRAINT "imported_calendar_conflicts_calendar_id_imported_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."imported_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_calendar_conflicts" ADD CONSTRAINT "imported_calendar_conflicts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_calendars" ADD CONSTRAINT "imported_calendars_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_busy_hours_studio_idx" ON "imported_busy_hours" USING btree ("studio_id","date","hour");--> statement-breakpoint
CREATE INDEX "imported_calendar_conflicts_booking_idx" ON "imported_calendar_conflicts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "imported_calendars_studio_idx" ON "imported_calendars" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "imported_calendars_last_synced_idx" ON "imported_calendars" USING btree ("last_synced_at");