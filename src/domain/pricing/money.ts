// Money is computed in integer cents: binary floats cannot hold most decimal amounts, so
// 0.1 + 0.2 or 1.005 * 100 would otherwise leak artefacts into totals and labels.

/** Rounds an amount to whole cents, half away from zero; non-finite amounts count as 0. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  // Shifting the decimal point in the number's own decimal text keeps 1.005 as 100.5 cents
  // instead of the float 100.49999…; exponent forms (1e-7) fall back to plain multiplication.
  const shifted = Number(`${Math.abs(amount)}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(amount) * 100);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function roundToCents(amount: number): number {
  return fromCents(toCents(amount));
}
