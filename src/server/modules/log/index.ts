import type { ServerModule } from '../module';
import { logRoutes } from './log.routes';
import { registerOperationLog } from './operation-log.hook';

export const logModule: ServerModule = {
  name: 'log',
  async register(app) {
    // Before any route: every write of the API is logged (onSend), whichever module answers it.
    registerOperationLog(app);
    await app.register(logRoutes);
  },
};
