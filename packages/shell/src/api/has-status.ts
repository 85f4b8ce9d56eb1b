import { ApiError } from './client.js';

/** Whether a failed call was refused by the server with this HTTP status (409 conflict, 403 forbidden…). */
export const hasStatus = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;
