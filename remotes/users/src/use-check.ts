import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rule } from './rules.js';

/** Turns a rule into a Semi field `validate`: the translated message, or '' when the value is fine. */
export function useCheck() {
  const { t } = useTranslation();
  return useCallback(
    (rule: Rule) => (value: unknown) => {
      const broken = rule(typeof value === 'string' ? value : '');
      return broken ? t(broken.key, broken.values) : '';
    },
    [t],
  );
}
