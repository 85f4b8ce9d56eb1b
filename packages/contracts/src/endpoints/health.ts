import type { Health } from '../health.js';
import { endpoint } from './endpoint.js';

export const health = endpoint<void, Health>('GET', '/health', 'public');
