import { describe, expect, it } from 'vitest';
import { NewStaffSchema, StaffChangeSchema, StaffSetPasswordSchema } from './staff.js';

describe('staff schemas', () => {
  it('a new member needs an e-mail, a name and a role', () => {
    expect(NewStaffSchema.parse({ email: ' a@b.example ', name: ' Neema ', role: 'agent' })).toEqual({
      email: 'a@b.example',
      name: 'Neema',
      role: 'agent',
    });
    const bad = NewStaffSchema.safeParse({ email: 'nope', name: '', role: 'boss' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Please enter a valid email address',
      'Please enter a name.',
      'Please choose a role: owner or agent.',
    ]);
  });

  it('a change names a role or an active state', () => {
    expect(StaffChangeSchema.safeParse({}).success).toBe(false);
    expect(StaffChangeSchema.parse({ active: false })).toEqual({ active: false });
  });

  it('a staff password has at least 12 characters, untrimmed', () => {
    expect(StaffSetPasswordSchema.safeParse({ token: 't', password: '12345678901' }).success).toBe(false);
    expect(StaffSetPasswordSchema.parse({ token: 't', password: ' 1234567890 ' }).password).toBe(' 1234567890 ');
  });
});
