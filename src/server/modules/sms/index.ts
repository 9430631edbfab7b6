import type { ServerModule } from '../module';
import { smsRoutes } from './sms.routes';
import { consumeVerification } from '../captcha';

export { useSmsCode, userByPhone } from './sms.service';

export const smsModule: ServerModule = {
  name: 'sms',
  async register(app) {
    // Sending a code takes a solved puzzle (as pig's does), so a script cannot spray codes at phones.
    await app.register(smsRoutes, {
      captchaSolved: (verification) => consumeVerification(app.database.db, verification, app.env.CAPTCHA),
    });
  },
};
