import type { ServerModule } from '../module';
import { roleRoutes } from './role.routes';

export const roleModule: ServerModule = {
  name: 'role',
  async register(app) {
    await app.register(roleRoutes);
  },
};
