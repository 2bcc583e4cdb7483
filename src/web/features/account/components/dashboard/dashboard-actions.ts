import type { ReactNode } from 'react';
import type { CartItem, Like, UserRating } from '#domain/api/personal.js';

/**
 * The buttons of the dashboard's rows: unlike, edit and delete a rating, change or remove a cart
 * row, clear the cart. They belong to features/personal; the dashboard page hands them in, since
 * features do not import each other.
 */
export interface DashboardActions {
  like?: (like: Like) => ReactNode;
  rating?: (rating: UserRating) => ReactNode;
  cartItem?: (item: CartItem) => ReactNode;
  cart?: (items: CartItem[]) => ReactNode;
}
