import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/errors.js';

/** A built file name with a content hash: safe to cache for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * Serves the built console host (`pnpm start` gives one working system): files from its
 * build folder, and index.html for every other page path, so deep links and reloads work.
 * API paths never fall back to the page: an unknown one stays a 404 envelope.
 */
const routes: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no console build in ${root}: only the API is served`);
    return;
  }
  // Cache headers are ours (hashed assets immutable, the rest revalidated).
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false });

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const wanted = decodeURIComponent(request.url.split('?')[0]!).replace(/^\/+/, '');
    if (wanted.startsWith('api/')) throw new AppError('NOT_FOUND', `No route GET ${request.url.split('?')[0]}`);
    const file = path.resolve(root, wanted);
    const inside = file.startsWith(root + path.sep);
    if (inside && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      reply.header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(path.relative(root, file));
    }
    // A missing asset is a 404; any other path is a page of the single-page console.
    if (path.extname(wanted) !== '') throw new AppError('NOT_FOUND', `No file ${wanted}`);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
};
export default routes;
