-- "One word per concept" (decision 046): the admin's counters (decision 036) are the bookings'
-- daily counts. Renamed in place, rows and all: the table, its constraints (the primary key's
-- index with its key), the trigger function and its four triggers, which stay attached to
-- `bookings` throughout (they name the function by its identity, not its name). The function's
-- body names the table, so it is replaced with the same body under the new name. Nothing is
-- recounted: the counts stay those of the bookings. Processes of the previous release read the
-- old table name (the admin's summary and list counts only; they never write it): a view of that
-- name serves them until they are replaced, and the next release's migration drops it
-- (docs/database.md, "every migration leaves a schema the previous release works with").
ALTER TABLE "booking_day_figures" RENAME TO "booking_daily_counts";--> statement-breakpoint
ALTER TABLE "booking_daily_counts" RENAME CONSTRAINT "booking_day_figures_date_status_cancelled_by_shard_pk" TO "booking_daily_counts_date_status_cancelled_by_shard_pk";--> statement-breakpoint
-- PostgreSQL 18 (and the embedded database) also names each NOT NULL constraint after the table.
DO $$
DECLARE old_name text;
BEGIN
  FOR old_name IN SELECT conname FROM pg_constraint
    WHERE conrelid = 'booking_daily_counts'::regclass AND conname LIKE 'booking\_day\_figures\_%'
  LOOP
    EXECUTE format('ALTER TABLE booking_daily_counts RENAME CONSTRAINT %I TO %I', old_name,
      'booking_daily_counts_' || substr(old_name, length('booking_day_figures_') + 1));
  END LOOP;
END
$$;--> statement-breakpoint
ALTER FUNCTION "booking_day_figures_follow"() RENAME TO "booking_daily_counts_follow";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_daily_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch reads only the transition tables its event has (plpgsql plans a statement when
  -- it first runs it). An update that changed none of the counted columns nets to zero: skipped.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_daily_counts AS f (date, status, cancelled_by, shard, bookings, revenue)
    SELECT date, status, coalesce(cancelled_by, ''), get_byte(uuid_send(id), 15) % 8,
           count(*), sum(total_price)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (date, status, cancelled_by, shard) DO UPDATE
      SET bookings = f.bookings + excluded.bookings, revenue = f.revenue + excluded.revenue;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO booking_daily_counts AS f (date, status, cancelled_by, shard, bookings, revenue)
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
    DELETE FROM booking_daily_counts;
  ELSE
    INSERT INTO booking_daily_counts AS f (date, status, cancelled_by, shard, bookings, revenue)
    SELECT date, status, coalesce(cancelled_by, ''), get_byte(uuid_send(id), 15) % 8,
           -count(*), -sum(total_price)
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (date, status, cancelled_by, shard) DO UPDATE
      SET bookings = f.bookings + excluded.bookings, revenue = f.revenue + excluded.revenue;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER TRIGGER "booking_day_figures_after_insert" ON "bookings" RENAME TO "booking_daily_counts_after_insert";--> statement-breakpoint
ALTER TRIGGER "booking_day_figures_after_update" ON "bookings" RENAME TO "booking_daily_counts_after_update";--> statement-breakpoint
ALTER TRIGGER "booking_day_figures_after_delete" ON "bookings" RENAME TO "booking_daily_counts_after_delete";--> statement-breakpoint
ALTER TRIGGER "booking_day_figures_after_truncate" ON "bookings" RENAME TO "booking_daily_counts_after_truncate";--> statement-breakpoint
CREATE VIEW "booking_day_figures" AS SELECT * FROM "booking_daily_counts";
