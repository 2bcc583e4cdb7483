// Placeholder: replaced by the component itself.
export function Footer() {
  return null;
}
