import type { ServerModule } from '../module';
import { certificateRoutes } from './certificate.routes';
import { enterpriseCertificateRoutes } from './enterprise/enterprise.routes';
import { createCertificateWatch } from './watch.service';
import { closeCertificatePool } from '../../lib/certificate-render';

export { issue as issueCertificate } from './certificate.service';
export { consider as considerCertificate } from './rule.service';

export type { CertificateWatch } from './watch.service';

export const certificateModule: ServerModule = {
  name: 'certificate',
  async register(app) {
    // Before the modules that tell it of a learner's progress (study, check-in, exams).
    app.decorate(
      'certificates',
      createCertificateWatch(() => app.database.db, app.bus, app.log),
    );
    app.addHook('onClose', async () => {
      await app.certificates.settled();
      await closeCertificatePool();
    });
    await app.register(certificateRoutes);
    await app.register(enterpriseCertificateRoutes);
  },
};
