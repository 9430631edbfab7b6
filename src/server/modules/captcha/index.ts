import type { ServerModule } from '../module';
import { captchaRoutes } from './captcha.routes';

export { consumeVerification } from './captcha.service';
export type { CaptchaMode } from './captcha.service';

export const captchaModule: ServerModule = {
  name: 'captcha',
  async register(app) {
    await app.register(captchaRoutes);
  },
};
