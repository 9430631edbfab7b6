import type { ServerModule } from './module';
import { logModule } from './log';
import { systemModule } from './system';
import { authModule } from './auth';
import { captchaModule } from './captcha';
import { accountModule } from './account';
import { smsModule } from './sms';
import { channelModule } from './channel';
import { userModule } from './user';
import { deptModule } from './dept';
import { postModule } from './post';
import { enterpriseModule } from './enterprise';
import { feedbackModule } from './feedback';
import { personalModule } from './personal';
import { socialModule } from './social';
import { paramModule } from './param';
import { dictModule } from './dict';
import { i18nModule } from './i18n';
import { tokenModule } from './token';
import { menuModule } from './menu';
import { roleModule } from './role';
import { tenantModule } from './tenant';
import { clientModule } from './client';
import { fileModule } from './file';
import { seatsModule } from './seats';
import { catalogModule } from './catalog';
import { courseModule } from './course';
import { enrolmentModule } from './enrolment';
import { examModule } from './exam';
import { studyModule } from './study';
import { checkinModule } from './checkin';
import { dashboardModule } from './dashboard';
import { messageModule } from './message';
import { opsModule } from './ops';
import { calendarModule } from './calendar';
import { reminderModule } from './reminder';
import { certificateModule } from './certificate';

/**
 * Every module of the server, in the order they join the app: the operation log first (its hook sees every
 * write), and a module that decorates a cache before the modules that read it (catalog and exam before study).
 */
export const MODULES: readonly ServerModule[] = [
  logModule,
  systemModule,
  authModule,
  captchaModule,
  accountModule,
  channelModule,
  smsModule,
  userModule,
  deptModule,
  postModule,
  enterpriseModule,
  feedbackModule,
  personalModule,
  socialModule,
  paramModule,
  dictModule,
  i18nModule,
  tokenModule,
  menuModule,
  roleModule,
  tenantModule,
  clientModule,
  fileModule,
  seatsModule,
  certificateModule,
  catalogModule,
  courseModule,
  enrolmentModule,
  examModule,
  studyModule,
  checkinModule,
  messageModule,
  dashboardModule,
  calendarModule,
  reminderModule,
  opsModule,
];
