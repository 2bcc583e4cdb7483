/**
 * Up to two initials for an avatar: 'Amina Salim' → 'AS', 'anna' → 'A'. A blank name gives '?', so
 * the avatar is never an empty circle.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words.at(-1)] : words;
  return (
    picked
      .map((word) => word?.charAt(0) ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}
