import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface Tourist {
  name: string;
  email: string;
  token: string;
}

let counter = 0;

/** A fresh account through the API (POST /api/register, then /api/login), so specs never share one. */
export async function registerTourist(request: APIRequestContext, name = 'Amina Mwakilema'): Promise<Tourist> {
  const splash = (await (await request.get('/api/splash')).json()).data;
  counter += 1;
  const email = `tourist-${Date.now()}-${process.pid}-${counter}@example.com`;
  const password = 'kilimanjaro';
  const registered = await request.post('/api/register', {
    data: {
      name,
      phone: '+255 712 345 678',
      email,
      country: splash.countries.find((c: { code: string }) => c.code === 'TZ').id,
      gender: splash.genders[0].id,
      address: 'Mji Mkongwe, Zanzibar',
      password,
      'confirm-password': password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const token: string = (await login.json()).data.token;
  return { name, email, token };
}

/** Signs the page in the way the site does: the token in localStorage under authToken, before any script runs. */
export async function signIn(page: Page, tourist: Tourist): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), tourist.token);
}

/** Calls the API as the tourist. */
export const asTourist = (tourist: Tourist) => ({ authorization: `Bearer ${tourist.token}` });

type ItemType = 'trip' | 'destination';
interface Item {
  uuid: string;
}

/** Likes the trip or destination as the tourist (POST /api/toggle_like on an item not yet liked). */
export async function likeAs(request: APIRequestContext, tourist: Tourist, type: ItemType, item: Item) {
  const res = await request.post('/api/toggle_like', {
    headers: asTourist(tourist),
    data: { likeable_type: type, likeable_uuid: item.uuid },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Rates the trip or destination as the tourist. */
export async function rateAs(
  request: APIRequestContext,
  tourist: Tourist,
  type: ItemType,
  item: Item,
  rating: number,
  comment: string,
) {
  const res = await request.post('/api/submit_rating', {
    headers: asTourist(tourist),
    data: { rateable_type: type, rateable_uuid: item.uuid, rating, comment },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Puts the trip or destination in the tourist's cart. */
export async function addToCartAs(
  request: APIRequestContext,
  tourist: Tourist,
  type: ItemType,
  item: Item,
  {
    quantity = 1,
    start_date = null,
    end_date = null,
    class_id,
  }: { quantity?: number; start_date?: string | null; end_date?: string | null; class_id?: number } = {},
) {
  const res = await request.post('/api/cart/add', {
    headers: asTourist(tourist),
    data: { cartable_type: type, cartable_uuid: item.uuid, quantity, start_date, end_date, class_id },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A toast's text, as sonner shows it. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** The dashboard's statistics card with this label ('Likes', 'Ratings', 'Cart items', 'Bookings'). */
export const statistic = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
