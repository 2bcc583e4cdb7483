// Placeholder: replaced by the page itself.
export default function PressPage() {
  return <div className="mx-auto max-w-6xl px-6 py-16">Press</div>;
}
