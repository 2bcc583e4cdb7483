import type { CartItem } from '#domain/api/personal.js';
import { ALREADY_IN_CART_MESSAGE, CART_ITEM_NOT_FOUND_MESSAGE as NOT_FOUND } from '#domain/schemas/messages.js';
import { CART_MESSAGES, cartDatesInOrder, type CartAddInput, type CartUpdateInput } from '#domain/schemas/cart.js';
import type { DbOrTx } from '#server/db/client.js';
import { HttpError, validationError } from '#server/lib/http-error.js';
import { createCartRepository } from '#server/repositories/cart-repository.js';
import { oneOf, referencedNames } from '#server/use-cases/referenced-names.js';
import type { SignedInDeps } from '#server/use-cases/use-case.js';
import { ownRowOr404, requireItem } from './own-rows.js';

type Deps = Pick<SignedInDeps, 'db' | 'userId'>;

/** A class that is an id but names no row is refused, as the booking form's would be. */
async function checkClass(db: DbOrTx, classId: number | null | undefined) {
  if (classId) await referencedNames(db, { class_id: oneOf('serviceClasses', classId, CART_MESSAGES.serviceClass) });
}

async function ownItem(db: DbOrTx, userId: number, uuid: string): Promise<CartItem> {
  const item = await createCartRepository(db).find(userId, uuid);
  if (!item) throw new Error('a cart row just written could not be read back');
  return item;
}

/** A signed-in tourist puts a trip or a destination in their cart, once per item (a second time is a 409). */
export async function addToCart(input: CartAddInput, deps: Deps): Promise<CartItem> {
  const item = await requireItem(deps.db, input.cartable_type, input.cartable_uuid);
  await checkClass(deps.db, input.class_id);
  const { quantity, start_date: startDate, end_date: endDate } = input;
  const uuid = await createCartRepository(deps.db).add(deps.userId, item, {
    quantity,
    startDate,
    endDate,
    classId: input.class_id ?? null,
  });
  if (uuid === null) throw new HttpError(409, ALREADY_IN_CART_MESSAGE);
  return ownItem(deps.db, deps.userId, uuid);
}

/** The owner changes the guests, the dates or the class of a cart row; a field left out keeps its value. */
export async function changeCartItem(input: CartUpdateInput & { uuid: string }, deps: Deps): Promise<CartItem> {
  const cart = createCartRepository(deps.db);
  const { uuid, quantity, start_date, end_date, class_id } = input;
  const stored = await ownRowOr404(uuid, NOT_FOUND, (own) => cart.values(deps.userId, own));
  await checkClass(deps.db, class_id);
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
  await ownRowOr404(uuid, NOT_FOUND, (own) => cart.update(deps.userId, own, merged));
  return ownItem(deps.db, deps.userId, uuid);
}

/** The owner takes one row out of their cart. */
export async function removeFromCart(input: { uuid: string }, deps: Deps): Promise<void> {
  await ownRowOr404(input.uuid, NOT_FOUND, (own) => createCartRepository(deps.db).remove(deps.userId, own));
}

/** A signed-in tourist empties their cart; answers how many rows went. */
export async function clearCart(deps: Deps): Promise<{ removed: number }> {
  return { removed: await createCartRepository(deps.db).clear(deps.userId) };
}
