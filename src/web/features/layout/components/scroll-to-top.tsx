// Placeholder: replaced by the component itself.
export function ScrollToTop() {
  return null;
}
