import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/errors.js';
import { consolePolicy } from '../lib/content-security.js';
import { say } from '../i18n/say.js';
import { asBuiltFile, isBuiltFile } from '../plugins/app/security-headers.js';

/** A built file name with a content hash: safe to cache for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
const VERSION_FOLDER = /^[0-9A-Za-z][0-9A-Za-z.+-]*\//;

/** The file under `root` that a URL path names, or undefined (missing, a folder, or outside `root`). */
function fileUnder(root: string, wanted: string): string | undefined {
  const file = path.resolve(root, wanted);
  if (!file.startsWith(root + path.sep)) return undefined;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
}

function sendBuilt(reply: FastifyReply, root: string, file: string) {
  const hashed = HASHED.test(file);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  // A hashed file is never asked for again (a new build is a new name): no validators, only the headers a script or style needs.
  if (hashed) asBuiltFile(reply);
  return reply.sendFile(path.relative(root, file), root, hashed ? { etag: false, lastModified: false } : {});
}

/** The decoded path of a URL; a malformed escape (`%ff`) or a NUL is no file name, so it is a 404 like any missing file. */
function urlPath(url: string): string {
  const raw = url.split('?')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new AppError('NOT_FOUND', say('request.noSuchFile'));
  }
  if (decoded.includes('\0')) throw new AppError('NOT_FOUND', say('request.noSuchFile'));
  return decoded;
}

/**
 * Serves the built console (`pnpm start` gives one working system): the host's files, and
 * index.html for every other page path, so deep links and reloads work; each remote's build
 * at `/remotes/<name>/`, and its published versions at `/remotes/<name>/<version>/` (where the
 * registry's manifest URLs point). API paths never fall back
 * to the page: an unknown one stays a 404 envelope.
 */
const routes: FastifyPluginAsync<{ root: string; remotesDir: string; staticRoot: string }> = async (app, { root, remotesDir, staticRoot }) => {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`no console build in ${root}: only the API is served`);
    return;
  }
  // Cache headers are ours (hashed assets immutable, the rest revalidated). The build writes a brotli and a gzip
  // copy beside every text file (packages/mf-config/src/rspack.js): `preCompressed` sends the copy the request's
  // Accept-Encoding takes (br before gzip, else the file itself) with Content-Encoding and `Vary: Accept-Encoding`,
  // so no answer is compressed while the client waits.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true });
  // Every page and file of the console but its built scripts and styles carries the policy; it follows registry changes.
  app.addHook('onSend', async (_request, reply) => {
    if (!isBuiltFile(reply)) reply.header('content-security-policy', consolePolicy(app.registry.current(), app.config.corsOrigins));
  });

  app.get('/remotes/:name/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const wanted = urlPath(request.url).slice(`/remotes/${name}/`.length);
    // A published version (`/remotes/<name>/<version>/…` from the static root) first, else the remote's own build.
    // Only inside a version folder: the deploy history and a half-copied `.staging-*` folder beside them are not served.
    const published = VERSION_FOLDER.test(wanted) ? [path.join(staticRoot, 'remotes', name)] : [];
    for (const dir of [...published, path.join(remotesDir, name, 'dist')]) {
      const file = REMOTE_NAME.test(name) ? fileUnder(dir, wanted) : undefined;
      if (file) return sendBuilt(reply, dir, file);
    }
    throw new AppError('NOT_FOUND', say('request.noFile', { path: urlPath(request.url) }));
  });

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const wanted = urlPath(request.url).replace(/^\/+/, '');
    if (wanted.startsWith('api/')) throw new AppError('NOT_FOUND', say('request.noRoute', { method: 'GET', path: `/${wanted}` }));
    const file = fileUnder(root, wanted);
    if (file) return sendBuilt(reply, root, file);
    // A missing asset is a 404; any other path is a page of the single-page console.
    if (path.extname(wanted) !== '') throw new AppError('NOT_FOUND', say('request.noFile', { path: wanted }));
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', root);
  });
};
export default routes;
