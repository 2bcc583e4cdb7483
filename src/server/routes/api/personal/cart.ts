import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { CartItemSchema } from '#domain/api/personal.js';
import { CartRequestSchema } from '#domain/schemas/cart-request.js';
import { CART_REQUEST_SENT_MESSAGE } from '#domain/schemas/messages.js';
import { CartAddSchema, CartUpdateSchema } from '#domain/schemas/cart.js';
import { ok } from '#server/lib/envelope.js';
import { MINUTE_MS, perAccountLimit, RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { createCartRepository } from '#server/repositories/cart-repository.js';
import { addToCart, changeCartItem, clearCart, removeFromCart } from '#server/use-cases/personal/change-cart.js';
import { sendCartRequest } from '#server/use-cases/requests/send-cart-request.js';
import { requestCurrencyField, requestLocaleField } from '#server/routes/api/requests/locale-field.js';
import { createSignedInDeps, tags } from './current-user.js';
import { registerOwnListRoute } from './own-list-route.js';

const cartItemEnvelope = successEnvelope(z.object({ cart_item: CartItemSchema }));
const params = z.object({ uuid: z.string() });

const CartRequestAnswerSchema = z.object({
  reference: z.string().describe('one reference for every line, e.g. TZ-7K3M9Q'),
  lines: z.number().int().describe('how many cart lines the request holds'),
  priced_lines: z.number().int().describe('the trip lines, priced like bookings; destinations are quoted'),
  total_price: z.number().nullable().describe('USD, the sum of the priced lines; null when none has a price'),
  currency: z.literal('USD'),
});

/** The cart: one row per user and item; only its owner changes or removes it. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createSignedInDeps(app);
  const rateLimit = perAccountLimit(app.env.CART_WRITES_PER_MINUTE, MINUTE_MS, app.env.RATE_LIMIT_ALLOW);

  app.post(
    '/cart/add',
    {
      config: { rateLimit, answers: [404, 409] },
      schema: {
        tags,
        summary: 'Put an item in the cart (once per item)',
        body: CartAddSchema,
        response: { 201: cartItemEnvelope },
      },
    },
    async (request, reply) => {
      const cartItem = await addToCart(request.body, await depsFor(request));
      return reply.code(201).send(ok('Added to cart successfully', { cart_item: cartItem }, 201));
    },
  );

  app.put(
    '/cart/:uuid',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Change the guests, the dates or the class of a cart row; fields left out keep their value',
        params,
        body: CartUpdateSchema,
        response: { 200: cartItemEnvelope },
      },
    },
    async (request) => {
      const cartItem = await changeCartItem({ ...request.body, uuid: request.params.uuid }, await depsFor(request));
      return ok('Cart updated successfully', { cart_item: cartItem });
    },
  );

  app.delete(
    '/cart/:uuid',
    {
      config: { rateLimit },
      schema: { tags, summary: 'Remove one row from the cart', params, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      await removeFromCart(request.params, await depsFor(request));
      return ok('Removed from cart successfully', null);
    },
  );

  registerOwnListRoute(app, {
    path: '/user/cart',
    key: 'cart_items',
    item: CartItemSchema,
    summary: "The user's cart with its items, newest first, each trip line priced like a booking",
    message: 'Cart fetched successfully',
    list: createCartRepository(app.db).list,
  });

  app.post(
    '/cart/request',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags,
        summary:
          'Send the whole cart as one request: one reference, one e-mail to the agency listing every line; the lines leave the cart',
        body: CartRequestSchema.extend({ locale: requestLocaleField, currency: requestCurrencyField }),
        response: { 201: successEnvelope(z.object({ request: CartRequestAnswerSchema })) },
      },
    },
    async (request, reply) => {
      const { reference, lines, pricedLines, totalPrice } = await sendCartRequest(request.body, await depsFor(request));
      const sent = { reference, lines, priced_lines: pricedLines, total_price: totalPrice, currency: 'USD' as const };
      return reply.code(201).send(ok(CART_REQUEST_SENT_MESSAGE, { request: sent }, 201));
    },
  );

  app.delete(
    '/user/cart/clear',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Empty the user's cart",
        response: { 200: successEnvelope(z.object({ removed: z.number().int() })) },
      },
    },
    async (request) => ok('Cart cleared successfully', await clearCart(await depsFor(request))),
  );
};
