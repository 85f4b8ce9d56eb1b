/** A broken rule: the translation key of its message (the shell's `rule.*` keys) and the values it needs. */
export type Broken = { key: string; values?: Record<string, number> };
/** A field rule, checked on the text as the form holds it. */
export type Rule = (value: string) => Broken | undefined;

/** Lengths count code points, as the server's JSON Schema check does. */
export const lengthOf = (value: string) => [...value].length;

export const required: Rule = (value) => (value ? undefined : { key: 'rule.required' });

export const lengthBetween =
  ({ min, max }: { min: number; max: number }): Rule =>
  (value) => {
    if (!value) return min > 0 ? { key: 'rule.required' } : undefined;
    const n = lengthOf(value);
    return n < min || n > max ? { key: 'rule.length', values: { min, max } } : undefined;
  };

export const maxLength =
  (max: number): Rule =>
  (value) =>
    lengthOf(value) > max ? { key: 'rule.maxLength', values: { max } } : undefined;

/** An empty value passes: combine with `required` when the field must be filled. */
export const matches =
  (pattern: string, key: string): Rule =>
  (value) =>
    !value || new RegExp(pattern).test(value) ? undefined : { key };

/** The first broken rule of several, checked in order. */
export const all =
  (...rules: Rule[]): Rule =>
  (value) => {
    for (const rule of rules) {
      const broken = rule(value);
      if (broken) return broken;
    }
    return undefined;
  };

/** The text the server gets for an optional field: trimmed, and null when empty. */
export const trimmed = (value: string | undefined) => value?.trim() || null;
