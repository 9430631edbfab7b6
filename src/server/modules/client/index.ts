import type { ServerModule } from '../module';
import { clientRoutes } from './client.routes';

export const clientModule: ServerModule = {
  name: 'client',
  async register(app) {
    await app.register(clientRoutes);
  },
};
