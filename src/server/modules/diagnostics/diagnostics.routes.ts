import { setTimeout as sleep } from 'node:timers/promises';
import { diagnosticsSlow, diagnosticsTokenProbe } from '../../../shared/contract/diagnostics.js';
import type { CallRegistry } from '../../http/api.js';
import { AppError } from '../../http/app-error.js';

/** Registered only when APP_ENV=test (see main.ts): never part of the production API. */
export function registerDiagnosticCalls(registry: CallRegistry): void {
  registry.add(diagnosticsSlow, async ({ ms }) => {
    await sleep(ms);
    return { waited_ms: ms };
  });

  registry.add(diagnosticsTokenProbe, async ({ accept_token: acceptedToken }, { request }) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (token !== acceptedToken) {
      throw new AppError(401, 'token_expired', { accessToken: acceptedToken });
    }
    return { token };
  });
}
