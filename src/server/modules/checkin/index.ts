import type { ServerModule } from '../module';
import { checkinRoutes } from './checkin.routes';

export const checkinModule: ServerModule = {
  name: 'checkin',
  async register(app) {
    await app.register(checkinRoutes);
  },
};
