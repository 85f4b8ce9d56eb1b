/**
 * The id a URL's query names (`?id=`, `?drawId=`), when it is one: a positive safe integer written plainly
 * (no sign, no leading zero, no spaces). Anything else is null, which a page shows as "not found".
 */
export function idOf(text: string | null): number | null {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
