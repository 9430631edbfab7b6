import type { ServerModule } from '../module';
import { arrivalsRoutes } from './arrivals.routes';
import { checkinRoutes } from './checkin.routes';
import { registerSignatureSweep } from './signature-sweep.hook';

export { checkedInPerSession } from './staff.service';

export const checkinModule: ServerModule = {
  name: 'checkin',
  async register(app) {
    registerSignatureSweep(app);
    await app.register(checkinRoutes);
    await app.register(arrivalsRoutes);
  },
};
