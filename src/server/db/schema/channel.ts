import { bigserial, char, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from './columns';

/**
 * The message channels staff configure (pig's sys_system_config, Console › Messages: the SMS gateway, an e-mail
 * sender, a webhook): `config_value` is the channel's settings as JSON, its secrets inside (answered masked only,
 * contract/channel.ts). `config_key` is pig's business code, one per tenant; `config_status` '1' is enabled.
 * A deleted channel is gone with its secrets (no soft delete).
 */
export const sysSystemConfig = pgTable(
  'sys_system_config',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    configType: varchar('config_type', { length: 64 }).notNull(),
    configName: varchar('config_name', { length: 255 }).notNull(),
    configKey: varchar('config_key', { length: 255 }).notNull(),
    configValue: text('config_value').notNull(),
    configStatus: char('config_status', { length: 1 }).notNull().default('1'),
    createBy: varchar('create_by', { length: 64 }),
    updateBy: varchar('update_by', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_system_config_key').on(t.tenantId, t.configKey),
    index('sys_system_config_type').on(t.tenantId, t.configType),
  ],
);
