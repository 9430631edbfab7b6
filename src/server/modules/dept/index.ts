import type { ServerModule } from '../module';
import { deptRoutes } from './dept.routes';

export { deptView } from './dept.service';
export { descendantIds } from './tree.rules';

export const deptModule: ServerModule = {
  name: 'dept',
  async register(app) {
    await app.register(deptRoutes);
  },
};
