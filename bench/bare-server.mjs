// The yardstick of product §15: a bare Fastify JSON route on the same machine, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { ok: true } }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening at ${address}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
