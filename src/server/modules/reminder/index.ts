import type { ServerModule } from '../module';
import { tenantSmsGateway } from '../channel';
import { reminderRoutes } from './reminder.routes';
import { leaseFor, type SendDeps } from './send.service';
import { registerReminderTimer } from './timer.hook';

export { planReminders, sendDue } from './reminder.service';

export const reminderModule: ServerModule = {
  name: 'reminder',
  async register(app) {
    const deps: SendDeps = {
      news: app.bus,
      gatewayOf: (tenantId) => tenantSmsGateway(app, tenantId),
      log: app.log,
      leaseMs: leaseFor(app.env.REMINDER_TICK_MS),
    };
    registerReminderTimer(app, deps);
    await app.register(reminderRoutes, { deps });
  },
};
