/** The constraint a write broke with a unique violation (23505), looking through drizzle's wrapping; undefined for any other error. */
export function violatedUnique(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint;
  }
  return undefined;
}
