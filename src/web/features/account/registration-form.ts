import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  RegistrationFormSchema,
  type RegistrationFormInput,
  type RegistrationFormRawInput,
} from '#domain/schemas/registration.js';

/** What the register form holds: selects give ids as strings. */
export interface RegistrationFormValues {
  name: string;
  phone: string;
  email: string;
  country: string;
  gender: string;
  address: string;
  password: string;
  'confirm-password': string;
  terms: boolean;
}

export const REGISTRATION_DEFAULTS: RegistrationFormValues = {
  name: '',
  phone: '',
  email: '',
  country: '',
  gender: '',
  address: '',
  password: '',
  'confirm-password': '',
  terms: false,
};

// Every form value is valid schema input (checked here at compile time), which makes the cast below
// safe: zodResolver types its resolver by the schema's own, looser, input.
const _formValuesAreSchemaInput = (values: RegistrationFormValues): RegistrationFormRawInput => values;

export const registrationResolver = zodResolver(RegistrationFormSchema) as unknown as Resolver<
  RegistrationFormValues,
  unknown,
  RegistrationFormInput
>;
