CREATE TABLE "sys_menu_home" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"menu_id" bigint NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now()
);
