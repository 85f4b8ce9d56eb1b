// Every table, for the repositories and drizzle-kit (drizzle.config.ts): a barrel only, so the feature
// schema files can import the core tables from core-schema.ts without a loop through here.
export * from './core-schema.js';
export * from './draws-schema.js';
export * from './orders-schema.js';
export * from './analysis-schema.js';
export * from './settlement-schema.js';
export * from './risk-schema.js';
