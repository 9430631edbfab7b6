import { smsValueSchema } from '@contract/channel';
import type { Db } from '../../db/client';
import type { Bus } from '../../lib/bus';
import { busCache } from '../../lib/cache';
import { envSms, smsGatewayOf, smsSends, type SmsGateway } from './channel.adapter';
import * as repo from './channel.repo';
import { storedValue } from './channel.service';

/**
 * Which gateway a tenant's messages go through, for the modules that send (a reminder's text, a code): the
 * tenant's enabled channels are cached per process and forgotten on `channels-changed` (every write and refresh).
 */
export function createChannels(
  bus: Pick<Bus, 'on' | 'listening'>,
  env: { SMS_WEBHOOK_URL?: string; DATA_DIR: string },
) {
  const enabled = busCache<repo.ChannelRow[]>(bus, ['channels-changed'], { ttlMs: 60_000, max: 10_000 });
  const fallback = envSms(env);
  return {
    /**
     * The tenant's SMS gateway: its oldest enabled SMS channel this server can send through (a webhook or the
     * outbox), else the server's default (SMS_WEBHOOK_URL, else DATA_DIR/outbox/sms.jsonl).
     */
    async sms(db: Db, tenantId: number): Promise<SmsGateway> {
      const rows = await enabled.get(String(tenantId), () => repo.enabledOf(db, tenantId));
      for (const row of rows) {
        if (row.configType !== 'sms') continue;
        const value = smsValueSchema.safeParse(storedValue(row));
        if (value.success && smsSends(value.data) && (value.data.supplier === 'outbox' || value.data.url))
          return smsGatewayOf(value.data, env.DATA_DIR);
      }
      return fallback;
    },
  };
}
export type Channels = ReturnType<typeof createChannels>;
