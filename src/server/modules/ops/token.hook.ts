import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { writeOpsAccess } from '../../ops/ops-token';

/**
 * Once the server listens on its embedded database's folder, it writes DATA_DIR/ops.token (the token and the
 * address this host reaches it at) for the backup command; the file goes when the server closes.
 */
export function registerOpsToken(app: FastifyInstance, token: string) {
  let remove: () => void = () => undefined;
  app.addHook('onListen', async () => {
    if (!app.database.dump) return;
    const address = app.server.address() as AddressInfo | null;
    if (!address) return;
    const any = address.address === '0.0.0.0' || address.address === '::';
    const host = any ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const scheme = app.initialConfig.https ? 'https' : 'http';
    remove = writeOpsAccess(app.env.DATA_DIR, {
      url: `${scheme}://${host}:${address.port}`,
      token,
      pid: process.pid,
    });
  });
  app.addHook('onClose', async () => remove());
}
