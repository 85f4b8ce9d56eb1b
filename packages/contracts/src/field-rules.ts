// Plain data, no schemas: the server's schemas are built from these, and the console's forms check
// the same limits without loading TypeBox.

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const NICKNAME_LENGTH = { min: 1, max: 50 } as const;
export const PHONE_NUMBER_PATTERN = '^\\+?[0-9]{6,20}$';
