import type { ServerModule } from '../module';
import { personalRoutes } from './personal.routes';

export const personalModule: ServerModule = {
  name: 'personal',
  async register(app) {
    await app.register(personalRoutes);
  },
};
