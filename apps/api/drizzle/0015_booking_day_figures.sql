-- The admin's platform figures kept as bookings change (decision 036): booking_day_figures holds,
-- per session date, state, who cancelled ('' for nobody) and shard, the number of bookings and
-- their total price. Statement triggers with transition tables keep it: one upsert per statement
-- whatever the number of rows it touched, the groups in key order so two statements never lock
-- counters in opposite orders. The shard comes from the booking's id, which never changes.
CREATE TABLE "booking_day_figures" (
	"date" date NOT NULL,
	"status" text NOT NULL,
	"cancelled_by" text NOT NULL,
	"shard" smallint NOT NULL,
	"bookings" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "booking_day_figures_date_status_cancelled_by_shard_pk" PRIMARY KEY("date","status","cancelled_by","shard")
);--> statement-breakpoint
CREATE FUNCTION "booking_day_figures_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch reads only the transition tables its event has (plpgsql plans a statement when
  -- it first runs it). An update that changed none of the counted columns nets to zero: skipped.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_day_figures AS f (date, status, cancelled_by, shard, bookings, revenue)
    SELECT date, status, coalesce(cancelled_by, ''), get_byte(uuid_send(id), 15) % 8,
           count(*), sum(total_price)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (date, status, cancelled_by, shard) DO UPDATE
      SET bookings = f.bookings + excluded.bookings, revenue = f.revenue + excluded.revenue;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO booking_day_figures AS f (date, status, cancelled_by, shard, bookings, revenue)
    SELECT date, status, cancelled_by, shard, sum(n), sum(price)
    FROM (
      SELECT date, status, coalesce(cancelled_by, '') AS cancelled_by,
             get_byte(uuid_send(id), 15) % 8 AS shard, 1 AS n, total_price::bigint AS price
      FROM new_rows
      UNION ALL
      SELECT date, status, coalesce(cancelled_by, ''), get_byte(uuid_send(id), 15) % 8,
             -1, -total_price::bigint
      FROM old_rows
    ) changes
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(price) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (date, status, cancelled_by, shard) DO UPDATE
      SET bookings = f.bookings + excluded.bookings, revenue = f.revenue + excluded.revenue;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM booking_day_figures;
  ELSE
    INSERT INTO booking_day_figures AS f (date, status, cancelled_by, shard, bookings, revenue)
    SELECT date, status, coalesce(cancelled_by, ''), get_byte(uuid_send(id), 15) % 8,
           -count(*), -sum(total_price)
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (date, status, cancelled_by, shard) DO UPDATE
      SET bookings = f.bookings + excluded.bookings, revenue = f.revenue + excluded.revenue;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "booking_day_figures_after_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_figures_follow"();--> statement-breakpoint
CREATE TRIGGER "booking_day_figures_after_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_figures_follow"();--> statement-breakpoint
CREATE TRIGGER "booking_day_figures_after_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_figures_follow"();--> statement-breakpoint
CREATE TRIGGER "booking_day_figures_after_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_figures_follow"();--> statement-breakpoint
-- The bookings made before this migration.
INSERT INTO "booking_day_figures" (date, status, cancelled_by, shard, bookings, revenue)
SELECT date, status, coalesce(cancelled_by, ''), get_byte(uuid_send(id), 15) % 8, count(*), sum(total_price)
FROM "bookings" GROUP BY 1, 2, 3, 4;
