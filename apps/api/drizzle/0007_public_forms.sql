CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "studio_inquiries_created_idx" ON "studio_inquiries" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_category_check" CHECK ("contact_messages"."category" in ('general', 'booking', 'studio', 'technical', 'billing', 'partnership'));--> statement-breakpoint
ALTER TABLE "studio_inquiries" ADD CONSTRAINT "studio_inquiries_whatsapp_check" CHECK ("studio_inquiries"."whatsapp" ~ '^[6-9][0-9]{9}$');