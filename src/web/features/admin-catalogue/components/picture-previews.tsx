interface Props {
  banner: string | null;
  card: string | null;
}

function Preview({ label, src, className }: { label: string; src: string | null; className: string }) {
  return (
    <figure className="space-y-1">
      {src ? (
        <img src={src} alt={`${label} as the storefront shows it`} className={`${className} rounded-lg object-cover`} />
      ) : (
        <div className={`${className} rounded-lg bg-ink/5`} aria-hidden />
      )}
      <figcaption className="text-xs text-ink/70">{label}</figcaption>
    </figure>
  );
}

/** The two crops the storefront uses: the page's wide banner and the listing's card. */
export function PicturePreviews({ banner, card }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <Preview label="Banner" src={banner} className="aspect-[12/5] w-full" />
      <Preview label="Card" src={card} className="aspect-[4/3] w-full" />
    </div>
  );
}
