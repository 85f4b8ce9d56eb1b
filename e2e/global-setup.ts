import type { TestProject } from 'vitest/node';
import { ADMIN_PASSWORD, startSystem } from './system.js';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    registryFile: string;
    staticRoot: string;
  }
}

/** One real system for the whole run, stopped cleanly at the end. */
export default async function setup(project: TestProject) {
  const system = await startSystem();
  project.provide('baseUrl', system.baseUrl);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('registryFile', system.registryFile);
  project.provide('staticRoot', system.staticRoot);
  return system.stop;
}
