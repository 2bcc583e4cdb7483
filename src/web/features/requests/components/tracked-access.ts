/** How the page reaches its request: the reference, and the link's key ('' when the signed-in owner reads it). */
export interface TrackedAccess {
  reference: string;
  key: string;
}
