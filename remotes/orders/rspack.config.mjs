import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleApp } from '@drawdesk/mf-config/rspack';

export default consoleApp({ dir: path.dirname(fileURLToPath(import.meta.url)), name: 'orders', port: 3002, exposes: { './routes': './src/routes.ts' } });
