import type { TestProject } from 'vitest/node';
import { launchServer } from './chromium.js';
import { ADMIN_PASSWORD, startSystem } from './system.js';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    registryFile: string;
    staticRoot: string;
    browserEndpoint: string;
  }
}

/** One real system and one browser for the whole run, stopped cleanly at the end. */
export default async function setup(project: TestProject) {
  const system = await startSystem();
  const browser = await launchServer();
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('baseUrl', system.baseUrl);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('registryFile', system.registryFile);
  project.provide('staticRoot', system.staticRoot);
  return async () => {
    await browser.close();
    await system.stop();
  };
}
