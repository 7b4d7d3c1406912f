-- The outbox table takes the name the code uses for what it holds (notifications). A rename, not
-- a copy: rows, indexes and checks stay; only their names change. Processes of the previous
-- release name the old table, so stop them before this release starts (nothing reads both).
ALTER TABLE "notices" RENAME TO "notifications";--> statement-breakpoint
ALTER INDEX "notices_pending_idx" RENAME TO "notifications_pending_idx";--> statement-breakpoint
ALTER TABLE "notifications" RENAME CONSTRAINT "notices_pkey" TO "notifications_pkey";--> statement-breakpoint
ALTER TABLE "notifications" RENAME CONSTRAINT "notices_channel_check" TO "notifications_channel_check";--> statement-breakpoint
ALTER TABLE "notifications" RENAME CONSTRAINT "notices_status_check" TO "notifications_status_check";
