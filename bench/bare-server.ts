// The baseline for sandbox throughput: a bare Fastify route answering a fixed project.
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/v1/projects/:id', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
console.log(`base_url: http://127.0.0.1:${port}/api/v1`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
