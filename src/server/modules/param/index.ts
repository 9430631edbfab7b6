import type { ServerModule } from '../module';
import { paramRoutes } from './param.routes';
import { siteConfigRoutes } from './site-config.routes';

export const paramModule: ServerModule = {
  name: 'param',
  async register(app) {
    await app.register(paramRoutes);
    await app.register(siteConfigRoutes);
  },
};
