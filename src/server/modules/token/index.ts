import type { ServerModule } from '../module';
import { tokenRoutes } from './token.routes';

export const tokenModule: ServerModule = {
  name: 'token',
  async register(app) {
    await app.register(tokenRoutes);
  },
};
