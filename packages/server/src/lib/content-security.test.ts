import { describe, expect, it } from 'vitest';
import type { Registry } from '@drawdesk/contracts';
import { consolePolicy } from './content-security.js';

const registry = (...manifestUrls: string[]) => ({ remotes: manifestUrls.map((manifestUrl) => ({ manifestUrl })) }) as unknown as Registry;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('consolePolicy', () => {
  it('allows only this server when remotes are served by it', () => {
    const policy = consolePolicy(registry('/remotes/users/mf-manifest.json'), []);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self'`);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self'`);
    expect(policy).toContain(`object-src 'none'`);
    expect(policy).toContain(`frame-ancestors 'none'`);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline/);
  });

  it('adds the hosts of remote manifests and CORS_ORIGINS, once each', () => {
    const policy = consolePolicy(registry('https://cdn.example.com/users/mf-manifest.json', 'https://cdn.example.com/plans/mf-manifest.json'), ['https://remotes.example.com']);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' https://remotes.example.com https://cdn.example.com`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' 'unsafe-inline' https://remotes.example.com https://cdn.example.com`);
  });
});
