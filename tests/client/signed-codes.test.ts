import { loadSigner } from '@/lib/signing';
import { describeSignedCodes } from '../fixtures/signed-codes';

describeSignedCodes('browser, crypto-js', loadSigner);
