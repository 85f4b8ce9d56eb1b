import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleApp } from '@drawdesk/mf-config/rspack';

export default consoleApp({ dir: path.dirname(fileURLToPath(import.meta.url)), name: 'visualization', port: 3008, exposes: { './routes': './src/routes.ts' } });
