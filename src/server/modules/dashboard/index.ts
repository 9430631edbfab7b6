import type { ServerModule } from '../module';
import { dashboardRoutes } from './dashboard.routes';
import { scheduleRoutes } from './schedule.routes';
import { widgetRoutes } from './widget.routes';

/**
 * The console's home: its blocks (what waits, this week's sessions, activity), pig's role widgets (which home a
 * role's holders get) and pig's schedule (a person's own diary on the home's calendar).
 */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  async register(app) {
    await app.register(dashboardRoutes);
    await app.register(widgetRoutes);
    await app.register(scheduleRoutes);
  },
};
