import type { ServerModule } from '../module';
import { accountRoutes } from './account.routes';

export { checkNewAccount } from './account.service';
export { insertAccount, setPassword } from './account.repo';

export const accountModule: ServerModule = {
  name: 'account',
  async register(app) {
    await app.register(accountRoutes);
  },
};
