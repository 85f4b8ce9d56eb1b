import { endpoint } from './endpoint.js';

export const notifyStream = endpoint<unknown, string>('GET', '/notify', 'login');
