import type { ServerModule } from '../module';
import { enterpriseRoutes } from './profile/profile.routes';
import { enterpriseMemberRoutes } from './members/members.routes';
import { invoiceRequestRoutes } from './invoices/invoices.routes';
import { recordRoutes } from './records/records.routes';

export { approvedOf, byAdmin, enterpriseCount } from './profile/profile.service';
export { requestCount } from './invoices/invoices.service';

export const enterpriseModule: ServerModule = {
  name: 'enterprise',
  async register(app) {
    await app.register(enterpriseRoutes);
    await app.register(enterpriseMemberRoutes);
    await app.register(invoiceRequestRoutes);
    await app.register(recordRoutes);
  },
};
