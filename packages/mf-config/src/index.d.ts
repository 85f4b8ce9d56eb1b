export function catalogVersions(file?: string): Record<string, string>;
export const SINGLETONS: string[];
export function workspaceVersion(name: string, env?: Record<string, string | undefined>): string;
export const WORKSPACE_SINGLETONS: string[];
export const WORKSPACE_SUBPATH_SINGLETONS: string[];
export const SHARED_AS: Record<string, string>;
export function sharedSingletons(options?: { eager?: boolean }): Record<string, { singleton: true; eager: boolean; version: string; requiredVersion: string; strictVersion?: boolean; import?: string }>;
export function federation(options: { name: string; exposes?: Record<string, string>; eager?: boolean }): Record<string, unknown>;
