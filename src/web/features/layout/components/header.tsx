// Placeholder: replaced by the component itself.
export function Header() {
  return null;
}
