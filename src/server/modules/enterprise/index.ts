import type { ServerModule } from '../module';
import { enterpriseRoutes } from './enterprise.routes';
import { enterpriseMemberRoutes } from './enterprise.members.routes';
import { invoiceRequestRoutes } from './invoice-request.routes';
import { recordRoutes } from './records.routes';

export { byAdmin } from './enterprise.repo';

export const enterpriseModule: ServerModule = {
  name: 'enterprise',
  async register(app) {
    await app.register(enterpriseRoutes);
    await app.register(enterpriseMemberRoutes);
    await app.register(invoiceRequestRoutes);
    await app.register(recordRoutes, { onChange: () => app.bus.publish('seats-changed') });
  },
};
