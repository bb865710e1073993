// The framework ceiling of the load run: a bare Fastify with one GET route, in a process of its own
// (so it does not share an event loop with autocannon). Prints `listening <port>` once it listens.
import fastify from 'fastify';

const app = fastify();
app.get('/', () => ({ hello: 'world' }));
app
  .listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
  .then(() => {
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    console.log(`listening ${String(port)}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
