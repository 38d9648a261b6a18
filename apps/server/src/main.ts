// First, before anything that may replace the native JSON functions (decision 0640).
import './nativeJson.js';
import { startInstance } from './instance.js';

const { app, config, database } = await startInstance();
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, workers: config.workers },
  `Benefits assistant ready at http://localhost:${config.port}`,
);
