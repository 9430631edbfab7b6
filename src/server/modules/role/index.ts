import type { ServerModule } from '../module';
import { roleRoutes } from './role.routes';

export { rolesByIds } from './role.service';

export const roleModule: ServerModule = {
  name: 'role',
  async register(app) {
    await app.register(roleRoutes);
  },
};
