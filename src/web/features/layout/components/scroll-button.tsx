// Placeholder: replaced by the component itself.
export function ScrollButton() {
  return null;
}
