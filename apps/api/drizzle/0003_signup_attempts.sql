CREATE TABLE "signup_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_code_hash" text NOT NULL,
	"phone_code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_attempts_role_check" CHECK ("signup_attempts"."role" in ('customer', 'owner'))
);
--> statement-breakpoint
CREATE INDEX "signup_attempts_email_idx" ON "signup_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "signup_attempts_created_idx" ON "signup_attempts" USING btree ("created_at");--> statement-breakpoint
-- Unverified users rows were only pending signups: each open signup challenge becomes an attempt
-- (same id, so its codes, bound to that id, keep working), then the rows leave users.
INSERT INTO "signup_attempts" ("id", "email", "name", "phone", "role", "password_hash", "email_code_hash", "phone_code_hash", "attempts", "expires_at", "created_at")
SELECT c."id", u."email", u."name", u."phone", u."role", u."password_hash", c."email_code_hash", c."phone_code_hash", c."attempts", c."expires_at", c."created_at"
FROM "otp_challenges" c JOIN "users" u ON u."id" = c."user_id"
WHERE u."verified_at" IS NULL AND c."purpose" = 'signup' AND c."consumed_at" IS NULL
  AND c."phone_code_hash" IS NOT NULL AND u."role" IN ('customer', 'owner');--> statement-breakpoint
DELETE FROM "users" WHERE "verified_at" IS NULL;
