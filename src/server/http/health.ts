import type { FastifyInstance } from 'fastify';

/**
 * Whether the instance is on its way out (SIGTERM): /readyz then fails at once while requests are
 * still served, so the load balancer sends new ones elsewhere before the listener closes.
 */
export class Lifecycle {
  isStopping = false;
}

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
  /**
   * `unavailable` (the default): the instance cannot serve without it, so it is not ready.
   * `degraded`: it serves without it, in a lesser way; reported, still ready.
   */
  whenDown?: 'unavailable' | 'degraded';
}

/**
 * `/healthz`: the process answers. `/readyz`: what it cannot serve without answers too (else
 * 503); each dependency's state is in the body (`ok`, `unavailable`, `degraded`).
 */
export function registerHealth(
  app: FastifyInstance,
  checks: ReadinessCheck[],
  lifecycle: Lifecycle = new Lifecycle(),
): void {
  // While stopping, keep-alive connections are told to close after their answer.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.isStopping) reply.header('connection', 'close');
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    if (lifecycle.isStopping) {
      reply.code(503).header('cache-control', 'no-store');
      return { status: 'stopping', checks: {} };
    }
    const results = await Promise.all(
      checks.map(async ({ name, check, whenDown = 'unavailable' }) => {
        try {
          await check();
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ err: error, check: name }, 'readiness check failed');
          return [name, whenDown] as const;
        }
      }),
    );
    const isReady = results.every(([, status]) => status !== 'unavailable');
    reply.code(isReady ? 200 : 503).header('cache-control', 'no-store');
    return { status: isReady ? 'ready' : 'unavailable', checks: Object.fromEntries(results) };
  });
}
