import type { ServerModule } from '../module';
import { calendarRoutes } from './calendar.routes';

export const calendarModule: ServerModule = {
  name: 'calendar',
  async register(app) {
    await app.register(calendarRoutes);
  },
};

export { calendarLink, withCalendarLink } from './link.rules';
