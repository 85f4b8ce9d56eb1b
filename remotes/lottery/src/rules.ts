import { DRAW_RULES } from '@drawdesk/contracts';
import { all, matches, required, type Rule } from '@drawdesk/shell';
import { instantOfInput } from './times.js';

const isTime: Rule = (value) => (instantOfInput(value) ? undefined : { key: 'lottery.rule.time' });

/** The draw form's field rules: the server's (DrawSave) checked before sending. */
export const drawRules = {
  lottery: required,
  issue: matches(DRAW_RULES.issuePattern, 'lottery.rule.issue'),
  time: all(required, isTime),
};
