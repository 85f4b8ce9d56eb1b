import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleApp } from '@drawdesk/mf-config/rspack';

export default consoleApp({ dir: path.dirname(fileURLToPath(import.meta.url)), name: 'number-analysis', port: 3007, exposes: { './routes': './src/routes.ts' } });
