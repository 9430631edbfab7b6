import type { ServerModule } from '../module';
import { accountRoutes } from './account.routes';

export { checkNewAccount, insertAccount, setPassword } from './account.service';

export const accountModule: ServerModule = {
  name: 'account',
  async register(app) {
    await app.register(accountRoutes);
  },
};
