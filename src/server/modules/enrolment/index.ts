import type { ServerModule } from '../module';
import { enrolmentRoutes } from './enrolment.routes';

export { cancelLive, openPlace, signUp, toEnrolment } from './enrolment.service';
export { enrolmentExport, enrolmentList } from './lists.service';
export { approvedIn, liveEnrolmentsOf, ofEnterprise } from './enrolment.repo';
export type { EnrolmentFilter, JoinedEnrolment } from './enrolment.repo';

export const enrolmentModule: ServerModule = {
  name: 'enrolment',
  async register(app) {
    await app.register(enrolmentRoutes);
  },
};
