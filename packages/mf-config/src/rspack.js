import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import { BROTLI_OPTIONS, COMPRESSIBLE, GZIP_OPTIONS } from './compress.js';
import { federation } from './index.js';
import { standInFor } from './semi-unused.js';

/**
 * Every built text file precompressed once, at build time, at the highest levels (`file.js.br`, `file.js.gz`):
 * the server and nginx pick the copy a browser accepts instead of compressing each answer
 * (packages/server/src/routes/console.ts, deploy/nginx.conf.example). A copy that is not smaller is not written.
 */
export const compression = () => [
  new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: BROTLI_OPTIONS, minRatio: 1 }),
  new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: GZIP_OPTIONS, minRatio: 1 }),
];

/** Plugins applied to production builds only (`rspack build`), not to the dev server's rebuilds. */
const productionOnly = (plugins) => ({
  apply(compiler) {
    if (compiler.options.mode === 'production') for (const plugin of plugins) plugin.apply(compiler);
  },
});

/** react-i18next's ES module files, as the app in `dir` resolves the package. */
const reactI18nextFiles = (dir) => path.join(path.dirname(createRequire(path.join(dir, 'package.json')).resolve('react-i18next/package.json')), 'dist', 'es');

/**
 * Semi's styles in one file of the host's (~40 kB brotli) instead of ~25 small ones on each page's chain of
 * requests. Its name is fixed so the page can link it (`linkSemiStyles`).
 */
const SEMI_STYLES = { test: /[\\/]node_modules[\\/].*@douyinfe[\\/]/, type: 'css/auto', name: 'semi', chunks: 'async', enforce: true };

/**
 * The smallest file (bytes before compression) the host's build splits out of its async chunks; Rspack's default is
 * 20,000. The shared modules a list page needs (the list kit, Semi's parts, the layout's) came in ~53 files asked
 * for in waves, each wave a round trip on the page's way to its first rows; at 65,000 they come in ~41 files and
 * the orders list's largest paint came ~60-120 ms sooner in Lighthouse (docs/quality.md, 2026-11-28). Larger
 * values copy more shared code into each file: at 80,000 the agents page reached 299.4 of its 300 kB, at 150,000
 * every list page was over.
 */
const SHARED_CHUNK_MIN_SIZE = 65_000;

/**
 * Links Semi's stylesheet from the page's head, ahead of every stylesheet the console adds as its pages load: our
 * rules that override a Semi rule of the same specificity (a sticky menu that scrolls, a button hidden on a wide
 * screen) then win whatever page loads first. Loaded by the chunk loader instead, it came before or after a page's
 * own styles depending on the page. The loader finds this link and adds no other.
 */
function linkSemiStyles() {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('linkSemiStyles', (compilation) => {
        rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('linkSemiStyles', async (data) => {
          const file = [...(compilation.namedChunks.get(SEMI_STYLES.name)?.files ?? [])].find((name) => name.endsWith('.css'));
          if (!file) throw new Error(`linkSemiStyles: no stylesheet of the "${SEMI_STYLES.name}" chunk to link`);
          data.assetTags.styles.unshift({ tagName: 'link', voidTag: true, attributes: { rel: 'stylesheet', href: data.publicPath + file } });
          return data;
        });
      });
    },
  };
}

/**
 * The Rspack configuration of a console app, host or remote, so every app builds the same way:
 * TypeScript through SWC, CSS (modules as class maps), federation from `federation()`.
 * The host is served at `/`; a remote's public path is `auto` (wherever its manifest is).
 */
export function consoleApp({ dir, name, exposes, port, html }) {
  const isHost = exposes === undefined;
  return {
    context: dir,
    entry: { main: './src/index.ts' },
    output: {
      // DRAWDESK_OUT_DIR builds somewhere else than dist/ (deploy/remote.mjs publish, fixture builds in e2e).
      path: process.env.DRAWDESK_OUT_DIR ? path.resolve(process.env.DRAWDESK_OUT_DIR) : path.join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
      uniqueName: name,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // The files of react-i18next the shared facade re-exports (react-i18next.js), past the package's exports map.
      alias: {
        'react-i18next-files': reactI18nextFiles(dir),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          // ES2020 out (browsers from 2020 on: Chrome/Edge 80, Firefox 74, Safari 14): SWC's default, ES5, wrote
          // every spread, class and async function of ours as helper calls (a third more code on every route).
          options: { jsc: { target: 'es2020', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
      // `import styles from './x.module.css'` gives the class map.
      parser: { 'css/auto': { namedExports: false } },
    },
    ...(isHost ? { optimization: { splitChunks: { minSize: SHARED_CHUNK_MIN_SIZE, cacheGroups: { semiStyles: SEMI_STYLES } } } } : {}),
    // Size hints about the files themselves, not their compressed copies.
    performance: { assetFilter: (file) => !/\.(br|gz)$/.test(file) },
    // Semi's per-component CSS is class-scoped, so the order of two components' files does not matter.
    ignoreWarnings: [/Conflicting order between/],
    plugins: [
      ...(html ? [new rspack.HtmlRspackPlugin({ title: 'DrawDesk', template: html })] : []),
      ...(isHost ? [linkSemiStyles()] : []),
      new ModuleFederationPlugin(federation({ name, exposes })),
      // Semi's Table and Pagination without the parts they import for features the console does not use (semi-unused.js).
      new rspack.NormalModuleReplacementPlugin(/^\.\.?\//, (data) => {
        const standIn = standInFor(data);
        if (standIn) data.request = standIn;
      }),
      productionOnly(compression()),
    ],
    devServer: {
      port,
      historyApiFallback: isHost,
      headers: { 'access-control-allow-origin': '*' },
      proxy: isHost ? [{ context: ['/api', '/remotes.json', '/remotes/'], target: 'http://127.0.0.1:8080' }] : [],
    },
  };
}
