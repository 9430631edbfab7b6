import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../module';
import { channelRoutes } from './channel.routes';
import { createChannels } from './directory.service';

export type { Channels } from './directory.service';
export type { SmsGateway, SmsMessage } from './channel.adapter';

/**
 * The SMS gateway a tenant's texts go through: its enabled SMS channel (Console › Messages), else the server's
 * default (SMS_WEBHOOK_URL, else DATA_DIR/outbox/sms.jsonl). Cached per process, forgotten on `channels-changed`.
 */
export const tenantSmsGateway = (app: FastifyInstance, tenantId: number) =>
  app.channels.sms(app.database.db, tenantId);

export const channelModule: ServerModule = {
  name: 'channel',
  async register(app) {
    // The tenants' enabled channels, per process; the channel service's writes and refresh forget them.
    app.decorate('channels', createChannels(app.bus, app.env));
    await app.register(channelRoutes);
  },
};
