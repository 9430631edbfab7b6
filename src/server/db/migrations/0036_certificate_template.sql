CREATE TABLE "edu_certificate_template" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"issuer_zh" varchar(120) DEFAULT '' NOT NULL,
	"issuer_en" varchar(120) DEFAULT '' NOT NULL,
	"signatory_zh" varchar(120) DEFAULT '' NOT NULL,
	"signatory_en" varchar(120) DEFAULT '' NOT NULL,
	"wording_zh" varchar(500) DEFAULT '' NOT NULL,
	"wording_en" varchar(500) DEFAULT '' NOT NULL,
	"seal" varchar(255),
	"background" varchar(255),
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
