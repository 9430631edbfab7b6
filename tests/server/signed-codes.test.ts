import { signer } from '../../src/server/lib/signing';
import { describeSignedCodes } from '../fixtures/signed-codes';

describeSignedCodes('server, node:crypto', () => signer);
