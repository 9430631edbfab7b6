import type { ServerModule } from '../module';
import { smsGatewayFor } from '../sms';
import { reminderRoutes } from './reminder.routes';
import { leaseFor, type SendDeps } from './send.service';
import { registerReminderTimer } from './timer.hook';

export { planReminders, sendDue } from './reminder.service';

export const reminderModule: ServerModule = {
  name: 'reminder',
  async register(app) {
    const gateway = smsGatewayFor(app.env);
    const leaseMs = leaseFor(app.env.REMINDER_TICK_MS);
    const deps = (): SendDeps => ({ news: app.bus, gatewayOf: async () => gateway, log: app.log, leaseMs });
    registerReminderTimer(app, deps);
    await app.register(reminderRoutes, { deps });
  },
};
