ALTER TABLE "studio_images" ADD COLUMN "gallery_url" text;--> statement-breakpoint
ALTER TABLE "studio_images" ADD COLUMN "gallery_storage_key" text;