import type { UseQueryResult } from '@tanstack/react-query';

export interface UserItemState<T> {
  data: T | undefined;
  isSuccess: boolean;
  isLoading: boolean;
}

/**
 * What the signed-in user's own list (likes, ratings, cart) says of one item, from its query. Until the page
 * knows the visitor is signed in it says nothing, even when another part of the page has loaded the list
 * already: the server renders every visitor signed out, and a hydrating island must draw what the server
 * drew, then move.
 */
export function signedInView<T>(signedIn: boolean, query: UseQueryResult<T>): UserItemState<T> {
  return signedIn
    ? { data: query.data, isSuccess: query.isSuccess, isLoading: query.isLoading }
    : { data: undefined, isSuccess: false, isLoading: false };
}
