import type { ServerModule } from '../module';
import { tenantRoutes } from './tenant.routes';

export const tenantModule: ServerModule = {
  name: 'tenant',
  async register(app) {
    await app.register(tenantRoutes);
  },
};
