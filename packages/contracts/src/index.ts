export * from './envelope.js';
export * from './common.js';
export * from './roles.js';
export * from './auth.js';
export * from './user.js';
export * from './registry.js';
export * from './menu.js';
export * from './health.js';
