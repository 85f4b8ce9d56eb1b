// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { federation } from '@drawdesk/mf-config';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('@rspack/core').Configuration} */
export default {
  context: here,
  entry: { main: './src/index.ts' },
  output: { path: path.join(here, 'dist'), publicPath: '/', filename: '[name].[contenthash:8].js', clean: true },
  resolve: { extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
    ],
    // `import styles from './x.module.css'` gives the class map.
    parser: { 'css/auto': { namedExports: false } },
  },
  plugins: [
    new rspack.HtmlRspackPlugin({ title: 'DrawDesk', template: './src/index.html' }),
    new ModuleFederationPlugin(federation({ name: 'host' })),
  ],
  devServer: { port: 3000, historyApiFallback: true, proxy: [{ context: ['/api', '/remotes.json'], target: 'http://127.0.0.1:8080' }] },
};
