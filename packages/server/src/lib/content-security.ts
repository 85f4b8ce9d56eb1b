import type { Registry } from '@drawdesk/contracts';

/** The origin of an absolute URL, or nothing for a path on this server. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The console page's Content-Security-Policy. Scripts, styles and data come from this server
 * and from the hosts remotes are served from: the registry's manifest URLs and CORS_ORIGINS
 * (module federation fetches a manifest, then loads the remote's scripts and CSS from its host).
 * Inline styles are allowed because Semi sets style attributes; inline scripts, eval, plugins,
 * framing and foreign form targets are not.
 */
export function consolePolicy(registry: Registry, corsOrigins: string[]): string {
  const remotes = [...new Set([...corsOrigins, ...registry.remotes.map((r) => originOf(r.manifestUrl)).filter((o) => o !== undefined)])];
  const from = (...sources: string[]) => [...sources, ...remotes].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${from(`'self'`)}`,
    `style-src ${from(`'self'`, `'unsafe-inline'`)}`,
    `img-src ${from(`'self'`, 'data:', 'blob:')}`,
    `font-src ${from(`'self'`, 'data:')}`,
    `connect-src ${from(`'self'`)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
