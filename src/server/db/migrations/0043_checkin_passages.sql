ALTER TABLE "edu_checkin" ADD COLUMN "passage" varchar(8) DEFAULT 'entry' NOT NULL;--> statement-breakpoint
ALTER TABLE "edu_session" ADD COLUMN "auto_checkout_at" varchar(5);--> statement-breakpoint
CREATE INDEX "edu_checkin_passage" ON "edu_checkin" USING btree ("tenant_id","session_id","enrolment_id") WHERE outcome in ('accepted', 'reentered', 'exited');