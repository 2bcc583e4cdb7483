import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.js';
import {
  AccountError,
  failureMessage,
  parseLoginTab,
  registeredEmail,
  registeredEmailOf,
  registrationFormData,
  tokenFrom,
} from './account-helpers.js';

describe('the login tab', () => {
  it('reads ?tab= for /login', () => {
    expect(parseLoginTab('register')).toBe('register');
    expect(parseLoginTab('login')).toBe('login');
    expect(parseLoginTab(null)).toBe('login');
    expect(parseLoginTab('REGISTER')).toBe('login');
  });

  it('reads the e-mail a registration hands the login tab, and nothing else', () => {
    expect(registeredEmailOf({ registeredEmail: 'new@tourist.example' })).toBe('new@tourist.example');
    expect(registeredEmailOf(null)).toBe('');
    expect(registeredEmailOf({ registeredEmail: 42 })).toBe('');
    expect(registeredEmailOf('new@tourist.example')).toBe('');
  });
});

describe('answer checks', () => {
  it('takes the token from a login answer', () => {
    expect(tokenFrom({ token: 'a'.repeat(40), user: {} })).toBe('a'.repeat(40));
    expect(() => tokenFrom({ user: {} })).toThrow('Login failed. Please try again.');
    expect(() => tokenFrom(null)).toThrow(AccountError);
  });

  it('needs data.user.email after registering', () => {
    expect(registeredEmail({ user: { email: 'a@b.example' } })).toBe('a@b.example');
    expect(() => registeredEmail({ user: {} })).toThrow('Invalid response: user data missing');
    expect(() => registeredEmail({})).toThrow('Invalid response: user data missing');
  });
});

describe('failureMessage', () => {
  it('prefers the server message, then an answer check, then the fallback', () => {
    expect(failureMessage(new ApiError(401, 'Invalid email or password.'), 'x')).toBe('Invalid email or password.');
    expect(failureMessage(new ApiError(404, 'Request failed (404)'), 'Fallback')).toBe('Fallback');
    expect(failureMessage(new ApiError(404, 'The requested resource was not found.'), 'Fallback')).toBe('Fallback');
    expect(failureMessage(new ApiError(404, 'No account uses this email address.'), 'x')).toBe(
      'No account uses this email address.',
    );
    expect(failureMessage(new AccountError('Invalid response: user data missing'), 'x')).toBe(
      'Invalid response: user data missing',
    );
    expect(failureMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
  });
});

describe('registrationFormData', () => {
  const fields = {
    name: 'Amina Mussa',
    phone: '+255 712 345 678',
    email: 'amina@example.com',
    country: 12,
    gender: 2,
    address: 'Stone Town',
    password: 'secret1',
    'confirm-password': 'secret1',
  };

  it('sends every field as text, and the passport only when chosen', () => {
    const body = registrationFormData(fields, null);
    expect(Object.fromEntries(body.entries())).toEqual({ ...fields, country: '12', gender: '2' });
    expect(body.has('passport_image')).toBe(false);
    const passport = new File([new Uint8Array([1, 2, 3])], 'passport.png', { type: 'image/png' });
    expect(registrationFormData(fields, passport).get('passport_image')).toBeInstanceOf(File);
  });
});
