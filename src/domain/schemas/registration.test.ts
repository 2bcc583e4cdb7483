import { describe, expect, it } from 'vitest';
import {
  passportImageError,
  PASSPORT_MAX_BYTES,
  PASSWORD_MIN_LENGTH,
  PasswordResetConfirmSchema,
  RegistrationFormSchema,
  RegistrationSchema,
} from './registration.js';
import { errorsOf } from '../test/schema-errors.js';

const required = 'Please fill in all required fields and agree to the terms.';

const valid = {
  name: ' Grace Hopper ',
  phone: '+1 555 0100',
  email: 'grace@example.com',
  country: '3',
  gender: '2',
  address: '1 Ocean Road, Dar es Salaam',
  password: ' secret ',
  'confirm-password': ' secret ',
};

describe('RegistrationSchema', () => {
  it('parses a valid registration, trimming everything but the passwords', () => {
    expect(RegistrationSchema.parse(valid)).toEqual({
      ...valid,
      name: 'Grace Hopper',
      country: 3,
      gender: 2,
    });
  });

  it("gives the form's message on every missing field", () => {
    const fields = ['name', 'phone', 'email', 'country', 'gender', 'address', 'password', 'confirm-password'];
    expect(errorsOf(RegistrationSchema, {})).toEqual(Object.fromEntries(fields.map((f) => [f, [required]])));
  });

  it('needs a password of at least 6 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(errorsOf(RegistrationSchema, { ...valid, password: '12345', 'confirm-password': '12345' })).toEqual({
      password: ['Password must be at least 6 characters long.'],
    });
  });

  it('needs matching passwords, reported together with other errors', () => {
    expect(errorsOf(RegistrationSchema, { ...valid, name: '', 'confirm-password': 'secret' })).toEqual({
      name: [required],
      'confirm-password': ['Passwords do not match.'],
    });
  });

  it('calls a country or gender that is not an id invalid', () => {
    expect(errorsOf(RegistrationSchema, { ...valid, country: 'Kenya', gender: '-1' })).toEqual({
      country: ['Please select valid country and gender options.'],
      gender: ['Please select valid country and gender options.'],
    });
  });

  it('checks the e-mail format', () => {
    expect(errorsOf(RegistrationSchema, { ...valid, email: 'grace@example' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });
});

describe('RegistrationFormSchema', () => {
  it('needs the terms accepted', () => {
    expect(errorsOf(RegistrationFormSchema, { ...valid, terms: true })).toEqual({});
    expect(errorsOf(RegistrationFormSchema, { ...valid, terms: false })).toEqual({ terms: [required] });
    expect(errorsOf(RegistrationFormSchema, valid)).toEqual({ terms: [required] });
  });
});

describe('passportImageError', () => {
  it('accepts an image up to 5 MB', () => {
    expect(PASSPORT_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(passportImageError({ size: PASSPORT_MAX_BYTES, type: 'image/jpeg' })).toBeNull();
  });

  it('rejects a larger file or one that is not an image', () => {
    expect(passportImageError({ size: PASSPORT_MAX_BYTES + 1, type: 'image/png' })).toBe(
      'File size must be less than 5MB',
    );
    expect(passportImageError({ size: 1000, type: 'application/pdf' })).toBe('Please select a valid image file');
    expect(passportImageError({ size: 1000, type: '' })).toBe('Please select a valid image file');
  });
});

describe('PasswordResetConfirmSchema', () => {
  it('shares the password rules', () => {
    expect(
      errorsOf(PasswordResetConfirmSchema, { token: 't0k3n', password: 'abcdef', 'confirm-password': 'abcdef' }),
    ).toEqual({});
    expect(errorsOf(PasswordResetConfirmSchema, { token: ' ', password: 'abc', 'confirm-password': 'abd' })).toEqual({
      token: ['Please fill in all required fields.'],
      password: ['Password must be at least 6 characters long.'],
      'confirm-password': ['Passwords do not match.'],
    });
  });
});
