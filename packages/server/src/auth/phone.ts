/**
 * One spelling per phone number, so `+86…`, `0086…` and the bare 11 digits of a mainland mobile
 * share their codes, limits and account: mainland mobiles become the 11 digits, other
 * international numbers `+<digits>`, anything else stays as typed (the schema checked its form).
 */
export function normalPhone(typed: string): string {
  const international = /^(?:\+|00)(\d+)$/.exec(typed);
  if (!international) return typed;
  const digits = international[1]!;
  return digits.startsWith('86') && /^1\d{10}$/.test(digits.slice(2)) ? digits.slice(2) : `+${digits}`;
}
