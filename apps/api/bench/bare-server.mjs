// The baseline of `npm run bench`: bare Fastify 5, no logger, one constant JSON answer.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { code: 200, msg: 'ok', data: { hello: 'world' } };
app.get('/', async () => answer);
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
