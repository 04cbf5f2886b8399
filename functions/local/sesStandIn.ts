/**
 * The local SES stand-in (aws-ses-v2-local) in this process: the SES API for the mailer and a
 * mailbox page at `/`, on loopback.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesLocalModule from 'aws-ses-v2-local';
import { getStoreReadonly } from 'aws-ses-v2-local/dist/store.js';

// The package is CommonJS with `exports.default`: Node's ESM loader hands over the whole
// exports object, vitest's loader the function itself.
const sesLocal = (typeof sesLocalModule === 'function' ? sesLocalModule : sesLocalModule.default) as typeof sesLocalModule.default;

export interface SesStandIn {
  server: Server;
  /** `http://127.0.0.1:<port>`: the SES endpoint and the mailbox page. */
  url: string;
  close(): Promise<void>;
}

/**
 * Emails the mailbox keeps, the newest: the stand-in holds them in memory with their pictures, and
 * a long race (26 players, 250 turns) would otherwise fill the process.
 */
export const MAILBOX_SIZE = 500;

export async function startSesStandIn(port = 0): Promise<SesStandIn> {
  const server = await sesLocal({ host: '127.0.0.1', port });
  server.on('request', (_request, response) =>
    response.on('finish', () => {
      const { emails } = getStoreReadonly();
      if (emails.length > MAILBOX_SIZE) emails.splice(0, emails.length - MAILBOX_SIZE);
    }),
  );
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
