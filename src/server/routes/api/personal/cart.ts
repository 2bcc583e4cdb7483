import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { CartItemSchema } from '#domain/api/personal.js';
import { CartRequestSchema } from '#domain/schemas/cart-request.js';
import {
  ALREADY_IN_CART_MESSAGE,
  CART_ITEM_NOT_FOUND_MESSAGE as NOT_FOUND,
  CART_REQUEST_SENT_MESSAGE,
} from '#domain/schemas/messages.js';
import { CART_MESSAGES, CartAddSchema, cartDatesInOrder, CartUpdateSchema } from '#domain/schemas/cart.js';
import { ok } from '#server/lib/envelope.js';
import { MINUTE_MS, perAccountLimit, RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { HttpError, validationError } from '#server/lib/http-error.js';
import { createCartRepository } from '#server/repositories/cart-repository.js';
import { oneOf, referencedNames } from '#server/use-cases/referenced-names.js';
import { sendCartRequest } from '#server/use-cases/requests/send-cart-request.js';
import { requestLocaleField } from '#server/routes/api/requests/locale-field.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { ownRowOr404, requireItem, tags, userIdOf } from './current-user.js';
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
  const cart = createCartRepository(app.db);
  const depsFor = createUseCaseDeps(app);
  const rateLimit = perAccountLimit(app.env.CART_WRITES_PER_MINUTE, MINUTE_MS, app.env.RATE_LIMIT_ALLOW);

  // A class that is an id but names no row is refused, as the booking form's would be.
  const checkClass = async (classId: number | null | undefined) => {
    if (classId)
      await referencedNames(app.db, { class_id: oneOf('serviceClasses', classId, CART_MESSAGES.serviceClass) });
  };

  const ownItem = async (userId: number, uuid: string) => {
    const item = await cart.find(userId, uuid);
    if (!item) throw new Error('a cart row just written could not be read back');
    return item;
  };

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
      const { cartable_type, cartable_uuid, quantity, start_date, end_date, class_id } = request.body;
      const userId = userIdOf(request);
      const item = await requireItem(app.db, cartable_type, cartable_uuid);
      await checkClass(class_id);
      const values = { quantity, startDate: start_date, endDate: end_date, classId: class_id ?? null };
      const uuid = await cart.add(userId, item, values);
      if (uuid === null) throw new HttpError(409, ALREADY_IN_CART_MESSAGE);
      return reply.code(201).send(ok('Added to cart successfully', { cart_item: await ownItem(userId, uuid) }, 201));
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
      const userId = userIdOf(request);
      const { uuid } = request.params;
      const stored = await ownRowOr404(uuid, NOT_FOUND, (own) => cart.values(userId, own));
      const { quantity, start_date, end_date, class_id } = request.body;
      await checkClass(class_id);
      const merged = {
        quantity: quantity ?? stored.quantity,
        startDate: start_date === undefined ? stored.startDate : start_date,
        endDate: end_date === undefined ? stored.endDate : end_date,
        classId: class_id === undefined ? stored.classId : class_id,
      };
      // The body alone can be in order while the row it lands on is not (a new end before the stored start).
      if (!cartDatesInOrder(merged.startDate, merged.endDate)) {
        throw validationError({ [end_date === undefined ? 'start_date' : 'end_date']: [CART_MESSAGES.endBeforeStart] });
      }
      await ownRowOr404(uuid, NOT_FOUND, (own) => cart.update(userId, own, merged));
      return ok('Cart updated successfully', { cart_item: await ownItem(userId, uuid) });
    },
  );

  app.delete(
    '/cart/:uuid',
    {
      config: { rateLimit },
      schema: { tags, summary: 'Remove one row from the cart', params, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      const { uuid } = request.params;
      await ownRowOr404(uuid, NOT_FOUND, (own) => cart.remove(userIdOf(request), own));
      return ok('Removed from cart successfully', null);
    },
  );

  registerOwnListRoute(app, {
    path: '/user/cart',
    key: 'cart_items',
    item: CartItemSchema,
    summary: "The user's cart with its items, newest first, each trip line priced like a booking",
    message: 'Cart fetched successfully',
    list: cart.list,
  });

  app.post(
    '/cart/request',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags,
        summary:
          'Send the whole cart as one request: one reference, one e-mail to the agency listing every line; the lines leave the cart',
        body: CartRequestSchema.extend({ locale: requestLocaleField }),
        response: { 201: successEnvelope(z.object({ request: CartRequestAnswerSchema })) },
      },
    },
    async (request, reply) => {
      const deps = { ...(await depsFor(request)), userId: userIdOf(request) };
      const sent = await sendCartRequest(request.body, deps);
      const answer = {
        reference: sent.reference,
        lines: sent.lines,
        priced_lines: sent.pricedLines,
        total_price: sent.totalPrice,
        currency: 'USD' as const,
      };
      return reply.code(201).send(ok(CART_REQUEST_SENT_MESSAGE, { request: answer }, 201));
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
    async (request) => ok('Cart cleared successfully', { removed: await cart.clear(userIdOf(request)) }),
  );
};
