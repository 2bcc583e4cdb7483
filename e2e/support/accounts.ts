import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

let serial = 0;

/** A fresh address per call, so specs running side by side never share an account. */
export function newAccount(prefix: string): TestAccount {
  const unique = `${Date.now().toString(36)}${(serial++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: 'Jonas Becker', email: `${prefix}-${unique}@example.com`, password: 'ngorongoro' };
}

/** Creates the account through the API, as a visitor who registered earlier. */
export async function registerByApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  const splash = await (await request.get('/api/splash')).json();
  const res = await request.post('/api/register', {
    data: {
      name: account.name,
      phone: '+49 30 1234567',
      email: account.email,
      country: splash.data.countries.find((c: { code: string }) => c.code === 'DE').id,
      gender: splash.data.genders[0].id,
      address: 'Kastanienallee 12, Berlin',
      password: account.password,
      'confirm-password': account.password,
    },
  });
  if (res.status() !== 201) throw new Error(`registration answered ${res.status()}: ${await res.text()}`);
}

/** Signs in through the API and answers the bearer token. */
export async function loginByApi(request: APIRequestContext, account: TestAccount): Promise<string> {
  const res = await request.post('/api/login', { data: { email: account.email, password: account.password } });
  if (res.status() !== 200) throw new Error(`login answered ${res.status()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A small real PNG, as a phone photo of a passport would be (only smaller). */
export function passportPng(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 140, b: 147 } } })
    .png()
    .toBuffer();
}

/** A page's words: English as written, another language's from its catalogue (locales.ts `translator`). */
type Words = (message: string) => string;
const inEnglish: Words = (message) => message;

/** Who registers beyond the account itself, and in which language the form is; a Berliner in English by default. */
export interface RegistrationDetails {
  t?: Words;
  /** the country as the form's list names it */
  country?: string;
  phone?: string;
  address?: string;
}

/** Fills the registration form's fields (not the passwords) on /login?tab=register, inside the page's main area. */
export async function fillRegistration(page: Page, account: TestAccount, details: RegistrationDetails = {}) {
  const {
    t = inEnglish,
    country = 'Germany',
    phone = '+49 30 1234567',
    address = 'Kastanienallee 12, Berlin',
  } = details;
  const main = page.getByRole('main');
  await main.getByLabel(t('Full name')).fill(account.name);
  await main.getByLabel(t('Email')).fill(account.email);
  await main.getByLabel(t('Phone')).fill(phone);
  await main.getByLabel(t('Country')).selectOption({ label: country });
  await main.getByLabel(t('Gender')).selectOption({ index: 1 });
  await main.getByLabel(t('Address')).fill(address);
}

/** Fills the whole registration form with the account, agrees to the terms and presses Create account. */
export async function submitRegistration(page: Page, account: TestAccount, details: RegistrationDetails = {}) {
  const { t = inEnglish } = details;
  const main = page.getByRole('main');
  await fillRegistration(page, account, details);
  await main.getByLabel(t('Password'), { exact: true }).fill(account.password);
  await main.getByLabel(t('Confirm password'), { exact: true }).fill(account.password);
  // The sentence links the terms and the privacy policy: its words before the first link name the box.
  const agree = t('I agree to the {terms} and the {privacy}.').split('{terms}')[0]!.trim();
  await main.getByRole('checkbox', { name: agree }).check();
  await main.getByRole('button', { name: t('Create account') }).click();
}
