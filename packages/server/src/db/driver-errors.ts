/** What the PostgreSQL driver puts on its errors; drizzle wraps them as `cause`. */
export type DriverError = Error & { code?: string; constraint?: string };

/** The error and every cause under it: the one walk through the wrapping, for every check below. */
export function causes(error: unknown): DriverError[] {
  const chain: DriverError[] = [];
  for (let e: unknown = error; e instanceof Error && chain.length < 10; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/** The first SQLSTATE (or socket error code) in the chain of causes. */
export const driverCode = (error: unknown): string | undefined => causes(error).find((e) => typeof e.code === 'string')?.code;

/** The constraint a write broke with a unique violation (23505); undefined for any other error. */
export function violatedUnique(error: unknown): string | undefined {
  return causes(error).find((e) => e.code === '23505')?.constraint;
}
