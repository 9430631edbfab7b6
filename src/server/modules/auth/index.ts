import type { ServerModule } from '../module';
import { authRoutes } from './auth.routes';

export { verifyPassword, TokenFailure } from './auth.service';
export type { AuditContext } from './auth.service';
export { revokeAllOfUser, writeLog } from './audit.service';
export type { Sessions } from './audit.service';
export { resolveBearer } from './sessions.service';
export { createTokenCache } from './token.cache';
export type { ResolvedToken } from './token.cache';

export const authModule: ServerModule = {
  name: 'auth',
  async register(app) {
    await app.register(authRoutes);
  },
};
