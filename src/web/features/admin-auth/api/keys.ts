/** Who is signed in. */
export const authKeys = {
  me: ['admin', 'me'] as const,
};
