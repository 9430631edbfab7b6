ALTER TABLE "edu_checkin" ADD COLUMN "conflict" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Duplicates saved before the flag existed: a conflict when the check-in that counted came from another device.
UPDATE "edu_checkin" d SET "conflict" = true
WHERE d."outcome" = 'duplicate' AND EXISTS (
  SELECT 1 FROM "edu_checkin" a
  WHERE a."tenant_id" = d."tenant_id" AND a."session_id" = d."session_id" AND a."enrolment_id" = d."enrolment_id"
    AND a."outcome" = 'accepted' AND a."device_id" <> d."device_id"
);
