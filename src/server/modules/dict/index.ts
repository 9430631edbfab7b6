import type { ServerModule } from '../module';
import { dictRoutes } from './dict.routes';

export const dictModule: ServerModule = {
  name: 'dict',
  async register(app) {
    await app.register(dictRoutes);
  },
};
