import { customType, timestamp } from 'drizzle-orm/pg-core';

/** `bigint` that reaches JavaScript as a safe integer, or fails loudly instead of losing fen. */
const safeBigint = customType<{ data: number; driverData: string | number }>({
  dataType: () => 'bigint',
  toDriver: (value) => {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a safe integer`);
    return value;
  },
  fromDriver: (value) => toSafeInteger(value),
});

export function toSafeInteger(value: string | number): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`bigint ${value} does not fit a safe integer`);
  return number;
}

/** Money is integer fen in a bigint column (docs/domain/README.md#numbers-you-can-trust). */
export const money = (name: string) => safeBigint(name);

/** A moment in time: timestamptz, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
