import { describe, expect, it } from 'vitest';
import { AMINA } from '#web/features/auth/test/signed-in-tourist.js';
import { splitName, travellerPrefill } from './traveller-prefill.js';

const lists = {
  genders: [
    { id: 1, name: 'Female' },
    { id: 2, name: 'Male' },
  ],
  countries: [
    { id: 10, name: 'Germany' },
    { id: 11, name: 'Tanzania' },
  ],
};

describe('splitName', () => {
  it.each([
    ['Amina Mwakilema', 'Amina', 'Mwakilema'],
    ['  Jonas   Maria  Becker ', 'Jonas Maria', 'Becker'],
    ['Madonna', 'Madonna', ''],
    ['   ', '', ''],
  ])('%j → %j / %j', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe('travellerPrefill', () => {
  it('fills name, e-mail, phone, gender and country from the account', () => {
    expect(travellerPrefill(AMINA, lists)).toEqual({
      firstName: 'Amina',
      lastName: 'Mwakilema',
      email: 'amina@example.com',
      phone: '+255 712 345 678',
      gender: '1',
      country: '11',
    });
  });

  it('gives gender and country only once the lists are there, and only names they hold', () => {
    expect(travellerPrefill(AMINA, undefined)).toEqual({
      firstName: 'Amina',
      lastName: 'Mwakilema',
      email: 'amina@example.com',
      phone: '+255 712 345 678',
    });
    expect(travellerPrefill({ ...AMINA, gender: 'female ', country: 'Atlantis' }, lists)).toMatchObject({
      gender: '1',
    });
    expect(travellerPrefill({ ...AMINA, country: 'Atlantis' }, lists)).not.toHaveProperty('country');
  });

  it('leaves out what the account does not have, and everything for a visitor', () => {
    expect(travellerPrefill({ ...AMINA, name: 'Madonna', phone: '' }, lists)).not.toHaveProperty('lastName');
    expect(travellerPrefill({ ...AMINA, phone: ' ' }, lists)).not.toHaveProperty('phone');
    expect(travellerPrefill(undefined, lists)).toEqual({});
  });
});
