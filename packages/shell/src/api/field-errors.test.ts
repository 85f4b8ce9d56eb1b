import { describe, expect, it } from 'vitest';
import { ApiError } from './client.js';
import { fieldPath, formErrors } from './field-errors.js';

describe('fieldPath', () => {
  it.each([
    ['/username', 'username'],
    ['body/username', 'username'],
    ['/lines/0/amount', 'lines[0].amount'],
    ['/profile/phoneNumber', 'profile.phoneNumber'],
    ['/a~1b~0c', 'a/b~c'],
    ['body', ''],
    ['', ''],
  ])('%j -> %j', (pointer, path) => expect(fieldPath(pointer)).toBe(path));
});

describe('formErrors', () => {
  const validation = (data: unknown) => new ApiError(400, 'VALIDATION_FAILED', 'invalid', data);

  it('puts each field message under its field, the first one per field', () => {
    const error = validation([
      { field: 'body/username', message: 'must match pattern' },
      { field: '/username', message: 'second' },
      { field: '/password', message: 'This password is too common; choose another' },
    ]);
    expect(formErrors(error, ['username', 'password', 'nickName'])).toEqual({
      fields: { username: 'must match pattern', password: 'This password is too common; choose another' },
      messages: [],
    });
  });

  it('keeps messages about fields the form does not have, or about the whole body, for a toast', () => {
    const error = validation([
      { field: '/version', message: 'An update needs the version it was read at' },
      { field: 'body', message: 'must NOT have additional properties' },
      { field: '/nickName', message: 'too long' },
    ]);
    expect(formErrors(error, ['nickName'])).toEqual({
      fields: { nickName: 'too long' },
      messages: ['version: An update needs the version it was read at', 'must NOT have additional properties'],
    });
  });

  it.each([
    ['a conflict', new ApiError(409, 'CONFLICT', 'This username is taken')],
    ['a validation error without field data', new ApiError(400, 'VALIDATION_FAILED', 'Body is not valid JSON')],
    ['a transport failure', new Error('request failed')],
  ])('%s becomes one message', (_name, error) => {
    expect(formErrors(error, ['username'])).toEqual({ fields: {}, messages: [error.message] });
  });
});
