CREATE TABLE "contact_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"new_value" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_changes_channel" CHECK ("contact_changes"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
DROP INDEX "users_phone_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts made by OTP (no password, a phone) proved their phone when they were made; of the others nobody
-- can tell, so their phones start unproven.
UPDATE "users" SET "phone_verified" = true WHERE "password_hash" IS NULL AND "phone" IS NOT NULL;--> statement-breakpoint
-- The seed's demo shopper is documented as signing in by OTP with its number (README).
UPDATE "users" SET "phone_verified" = true WHERE "id" = 'DemoShopperAarav0001' AND "phone" = '9876543210';--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_changes_user_idx" ON "contact_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone_verified";--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");