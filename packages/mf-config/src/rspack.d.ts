import type { Configuration } from '@rspack/core';
export function consoleApp(options: { dir: string; name: string; exposes?: Record<string, string>; port: number; html?: string }): Configuration;
