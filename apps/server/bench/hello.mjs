// Bare Fastify answering hello world: the framework's own ceiling on this machine, measured in the same run as the
// server so the ratio survives a busy machine. Started by bench/api.mjs: node bench/hello.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
