-- Trigram indexes for the admin's booking search by any part of a name, e-mail or city
-- (ilike '%text%'). pg_trgm ships with PostgreSQL and PGlite, and is a trusted extension
-- (PostgreSQL 13+): the database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "studios_name_trgm_idx" ON "studios" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "studios_city_trgm_idx" ON "studios" USING gin ("city" gin_trgm_ops);