CREATE TABLE "booking_addons" (
	"booking_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "booking_addons_booking_id_key_pk" PRIMARY KEY("booking_id","key"),
	CONSTRAINT "booking_addons_quantity_check" CHECK ("booking_addons"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "booking_hours" (
	"booking_id" uuid NOT NULL,
	"studio_id" uuid NOT NULL,
	"date" date NOT NULL,
	"hour" smallint NOT NULL,
	CONSTRAINT "booking_hours_booking_id_hour_pk" PRIMARY KEY("booking_id","hour"),
	CONSTRAINT "booking_hours_studio_date_hour_unique" UNIQUE("studio_id","date","hour"),
	CONSTRAINT "booking_hours_hour_check" CHECK ("booking_hours"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid,
	"customer_id" uuid,
	"date" date NOT NULL,
	"package_key" text NOT NULL,
	"base_price" integer NOT NULL,
	"addons_total" integer NOT NULL,
	"total_price" integer NOT NULL,
	"payment_status" text DEFAULT 'payAtStudio' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email_code_hash" text NOT NULL,
	"phone_code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_studio_reviewer_unique" UNIQUE("studio_id","reviewer_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "studio_addons" (
	"studio_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "studio_addons_studio_id_key_pk" PRIMARY KEY("studio_id","key"),
	CONSTRAINT "studio_addons_price_check" CHECK ("studio_addons"."price" >= 0),
	CONSTRAINT "studio_addons_max_quantity_check" CHECK ("studio_addons"."max_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "studio_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"whatsapp" text NOT NULL,
	"location" text NOT NULL,
	"has_room" boolean NOT NULL,
	"needs_help" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_packages" (
	"studio_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "studio_packages_studio_id_key_pk" PRIMARY KEY("studio_id","key"),
	CONSTRAINT "studio_packages_price_check" CHECK ("studio_packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_slots" (
	"studio_id" uuid NOT NULL,
	"date" date NOT NULL,
	"hour" smallint NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "studio_slots_studio_id_date_hour_pk" PRIMARY KEY("studio_id","date","hour"),
	CONSTRAINT "studio_slots_hour_check" CHECK ("studio_slots"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "studios_public_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_per_hour" integer,
	"youtube_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instagram_username" text,
	"area" integer,
	"equipments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"minimum_duration_hours" smallint DEFAULT 1 NOT NULL,
	"opening_hour" smallint,
	"closing_hour" smallint,
	"full_address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin_code" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studios_public_number_unique" UNIQUE("public_number"),
	CONSTRAINT "studios_min_duration_check" CHECK ("studios"."minimum_duration_hours" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'owner', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "booking_addons" ADD CONSTRAINT "booking_addons_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hours" ADD CONSTRAINT "booking_hours_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hours" ADD CONSTRAINT "booking_hours_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_addons" ADD CONSTRAINT "studio_addons_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_images" ADD CONSTRAINT "studio_images_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_packages" ADD CONSTRAINT "studio_packages_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_slots" ADD CONSTRAINT "studio_slots_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_studio_idx" ON "bookings" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_user_purpose_idx" ON "otp_challenges" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "reviews_studio_idx" ON "reviews" USING btree ("studio_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_images_studio_idx" ON "studio_images" USING btree ("studio_id","position");--> statement-breakpoint
CREATE INDEX "studios_approved_created_idx" ON "studios" USING btree ("approved","created_at");--> statement-breakpoint
CREATE INDEX "studios_author_idx" ON "studios" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "studios_city_idx" ON "studios" USING btree ("city");