import type { ServerModule } from '../module';
import { systemRoutes } from './system.routes';

export {
  agreement,
  loginErrorTimes,
  passwordExpireDays,
  registerEnabled,
  tenantValidity,
  urlSigner,
} from './system.service';

export const systemModule: ServerModule = {
  name: 'system',
  async register(app) {
    await app.register(systemRoutes);
  },
};
