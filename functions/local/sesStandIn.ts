/**
 * The local SES stand-in (aws-ses-v2-local) in this process: the SES API for the mailer and a
 * mailbox page at `/`, on loopback.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesLocalModule from 'aws-ses-v2-local';

// The package is CommonJS with `exports.default`: Node's ESM loader hands over the whole
// exports object, vitest's loader the function itself.
const sesLocal = (typeof sesLocalModule === 'function' ? sesLocalModule : sesLocalModule.default) as typeof sesLocalModule.default;

export interface SesStandIn {
  server: Server;
  /** `http://127.0.0.1:<port>`: the SES endpoint and the mailbox page. */
  url: string;
  close(): Promise<void>;
}

export async function startSesStandIn(port = 0): Promise<SesStandIn> {
  const server = await sesLocal({ host: '127.0.0.1', port });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
