import { isPlayCode, playTypeOf } from '@drawdesk/lottery';
import { pickLocale } from '@drawdesk/shell';

/** A play type's name in the console's language (the code itself if the domain core does not know it). */
export const playName = (code: string, language: string) => (isPlayCode(code) ? playTypeOf(code).names[pickLocale(language)] : code);
