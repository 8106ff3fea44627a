import { logCreate } from '../../../shared/contract/index.js';
import type { CallRegistry } from '../../http/api.js';

/** Client failures land in the server log with the request id, where operators look anyway. */
export function registerClientLogCalls(registry: CallRegistry): void {
  registry.add(
    logCreate,
    async (input, { log, clientKey }) => {
      log.warn({ clientError: input, clientKey }, `client reported ${input.kind}`);
      return { logged: true };
    },
    { rateLimit: { max: 30, windowSeconds: 60 } },
  );
}
