import type { TFunction } from 'i18next';
import { NICKNAME_LENGTH, PASSWORD_LENGTH, PHONE_NUMBER_PATTERN } from '@drawdesk/contracts';

// The server's limits (contracts' field rules) as Semi Form rules, so most mistakes never leave the page.

export const nickNameRules = (t: TFunction) => [
  { required: true, message: t('userCenter.required') },
  { max: NICKNAME_LENGTH.max, message: t('userCenter.nickName.length', { max: NICKNAME_LENGTH.max }) },
];

/** Optional: an empty phone number clears it. */
export const phoneNumberRules = (t: TFunction) => [{ pattern: new RegExp(PHONE_NUMBER_PATTERN), message: t('userCenter.phoneNumber.pattern') }];

export const requiredRules = (t: TFunction) => [{ required: true, message: t('userCenter.required') }];

export const newPasswordRules = (t: TFunction) => [
  ...requiredRules(t),
  { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max, message: t('userCenter.password.length', PASSWORD_LENGTH) },
];
