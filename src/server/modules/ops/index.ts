import { newOpsToken } from '../../ops/ops-token';
import type { ServerModule } from '../module';
import { backupRoutes } from './backup.routes';
import { registerOpsToken } from './token.hook';

/** What the operator's commands ask of the running server: the backup (npm run backup). */
export const opsModule: ServerModule = {
  name: 'ops',
  async register(app) {
    const token = newOpsToken();
    registerOpsToken(app, token);
    await app.register(backupRoutes(token));
  },
};
