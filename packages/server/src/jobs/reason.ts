import type { JobReason } from '@drawdesk/contracts';
import { inBoth, say, type Param, type Say } from '../i18n/say.js';
import { zhCN } from '../i18n/zh-CN.js';

const isSay = (value: Param): value is Say => typeof value === 'object' && 'key' in value;

/** A stored message the catalog still words: its key and every nested message's (a key renamed since is not). */
const worded = (text: Say): boolean => Object.hasOwn(zhCN, text.key) && Object.values(text.params ?? {}).every((p) => !isSay(p) || worded(p));

/**
 * A job's stored reason in both languages, by its catalog key. A failure stored before reasons were (only its
 * English error), or a reason whose message the catalog no longer has, reads as an unexpected error.
 */
export function jobReason(stored: Say | null, lastError: string | null): JobReason | null {
  const text = stored && worded(stored) ? stored : stored || lastError !== null ? say('job.failed.other') : null;
  return text && { code: text.key, text: inBoth(text) };
}
