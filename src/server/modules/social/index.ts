import type { ServerModule } from '../module';
import { socialRoutes } from './social.routes';

export { socialLogin } from './social.service';
export type { SocialLogin } from './social.service';

export const socialModule: ServerModule = {
  name: 'social',
  async register(app) {
    await app.register(socialRoutes);
  },
};
