import type { Health } from '../index.js';
import { endpoint } from './endpoint.js';

export const health = endpoint<void, Health>('GET', '/health', 'public');
