CREATE TABLE "edu_checkin" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"enrolment_id" bigint,
	"user_id" bigint,
	"name" varchar(64),
	"mobile" varchar(20),
	"method" varchar(16) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"reason" varchar(32),
	"client_id" varchar(64) NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"device_time" timestamp with time zone,
	"clock_offset_ms" integer DEFAULT 0 NOT NULL,
	"qr_issued_at" timestamp with time zone,
	"server_time" timestamp with time zone DEFAULT now() NOT NULL,
	"signature_file_id" bigint,
	"undone" boolean DEFAULT false NOT NULL,
	"create_by" varchar(64)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "edu_checkin_client" ON "edu_checkin" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_checkin_accepted" ON "edu_checkin" USING btree ("tenant_id","session_id","enrolment_id") WHERE outcome = 'accepted' and not undone;--> statement-breakpoint
CREATE INDEX "edu_checkin_session" ON "edu_checkin" USING btree ("tenant_id","session_id","outcome");