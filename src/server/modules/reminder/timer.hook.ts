import type { FastifyInstance } from 'fastify';
import { planReminders, sendDue } from './reminder.service';
import type { SendDeps } from './send.service';

/** The planner runs on every PLAN_EVERY-th tick (every minute at the default 15 s). */
const PLAN_EVERY = 4;

/**
 * Every process looks for due reminders each REMINDER_TICK_MS (0: never), and plans the coming ones every fourth
 * look. Looks never overlap in a process; processes share the work through the jobs' claims. A failed look is
 * logged and the next one tries again; closing waits for the look under way.
 */
export function registerReminderTimer(app: FastifyInstance, deps: SendDeps) {
  const every = app.env.REMINDER_TICK_MS;
  if (!every) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let ticks = 0;
  const look = async () => {
    try {
      if (ticks++ % PLAN_EVERY === 0) await planReminders(app.database.db);
      await sendDue(app.database.db, deps);
    } catch (err) {
      app.log.warn({ err }, 'reminders: a look failed; the next one tries again');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= look().finally(() => (running = null));
    }, every).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
