import type { AdminCurrency } from '#domain/api/admin-currencies.js';
import type { CurrencyChange } from '#domain/schemas/admin-currencies.js';
import { CURRENCY_NOT_FOUND_MESSAGE, USD_ALWAYS_ENABLED_MESSAGE } from '#domain/schemas/messages.js';
import { notFound, validationError } from '#server/lib/http-error.js';
import { createAdminCurrenciesRepository } from '#server/repositories/admin-currencies-repository.js';
import { recordCatalogueWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

export const CURRENCY_AUDIT_ACTION = 'currency.update';

const audited = (currency: AdminCurrency) => ({
  enabled: currency.enabled,
  manual_rate: currency.manual_rate,
  rate: currency.rate,
});

/**
 * An owner offers or withdraws a currency, or sets (or clears) a manual rate that wins over the
 * provider's. Prices on the storefront change with it, so the catalogue version moves: every
 * process serves the new currencies at once. USD is the base: always offered, always 1.
 */
export async function changeCurrency(
  input: CurrencyChange & { code: string },
  deps: UseCaseDeps,
): Promise<AdminCurrency> {
  const code = input.code.trim().toUpperCase();
  if (code === 'USD' && (input.enabled === false || (input.manual_rate !== undefined && input.manual_rate !== null))) {
    throw validationError({ [input.enabled === false ? 'enabled' : 'manual_rate']: [USD_ALWAYS_ENABLED_MESSAGE] });
  }
  return deps.db.transaction(async (tx) => {
    const currencies = createAdminCurrenciesRepository(tx);
    const before = await currencies.find(code);
    if (!before) throw notFound(CURRENCY_NOT_FOUND_MESSAGE);
    await currencies.update(code, { enabled: input.enabled, manualRate: input.manual_rate });
    const after = (await currencies.find(code))!;
    await recordCatalogueWrite(tx, deps, {
      action: CURRENCY_AUDIT_ACTION,
      target: `currency:${code}`,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
