import type { ServerModule } from '../module';
import { i18nRoutes } from './i18n.routes';

export const i18nModule: ServerModule = {
  name: 'i18n',
  async register(app) {
    await app.register(i18nRoutes);
  },
};
