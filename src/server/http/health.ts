import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** `/healthz`: the process answers. `/readyz`: its dependencies answer too (else 503). */
export function registerHealth(app: FastifyInstance, checks: ReadinessCheck[]): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await check();
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ err: error, check: name }, 'readiness check failed');
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const isReady = results.every(([, status]) => status === 'ok');
    reply.code(isReady ? 200 : 503).header('cache-control', 'no-store');
    return { status: isReady ? 'ready' : 'unavailable', checks: Object.fromEntries(results) };
  });
}
