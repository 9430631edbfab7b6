import type { ServerModule } from '../module';
import { enrolmentRoutes } from './enrolment.routes';

export { cancelLive, openPlace, signUp, toEnrolment } from './enrolment.service';
export { enrolmentCount, enrolmentExport, enrolmentList } from './lists.service';
export {
  approvedCourseIdsOf,
  approvedPaidOfEnterprise,
  approvedPerSession,
  holdsApprovedSignUp,
  liveEnrolmentsOf,
} from './lookup.service';
export type { EnrolmentFilter, JoinedEnrolment, PaidSignUp } from './lookup.service';

export const enrolmentModule: ServerModule = {
  name: 'enrolment',
  async register(app) {
    await app.register(enrolmentRoutes);
  },
};
