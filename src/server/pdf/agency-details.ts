import type { PayTo } from '#domain/api/quotes.js';
import type { Env } from '#server/config/env.js';

export interface AgencyBank {
  accountName: string;
  bankName: string;
  accountNumber: string;
  swift: string;
  branch: string;
}

export interface AgencyContact {
  name: string;
  address: string;
  email: string;
  phone: string;
}

export const AGENCY_NAME = 'Kilele Safaris';

/** What the confirmation PDF prints about the agency and where to pay, all from configuration. */
export function agencyDetailsFromEnv(
  env: Pick<
    Env,
    | 'AGENCY_EMAIL'
    | 'AGENCY_PHONE'
    | 'AGENCY_ADDRESS'
    | 'AGENCY_BANK_ACCOUNT_NAME'
    | 'AGENCY_BANK_NAME'
    | 'AGENCY_BANK_ACCOUNT_NUMBER'
    | 'AGENCY_BANK_SWIFT'
    | 'AGENCY_BANK_BRANCH'
  >,
): { bank: AgencyBank; agency: AgencyContact } {
  return {
    bank: {
      accountName: env.AGENCY_BANK_ACCOUNT_NAME,
      bankName: env.AGENCY_BANK_NAME,
      accountNumber: env.AGENCY_BANK_ACCOUNT_NUMBER,
      swift: env.AGENCY_BANK_SWIFT,
      branch: env.AGENCY_BANK_BRANCH,
    },
    agency: { name: AGENCY_NAME, address: env.AGENCY_ADDRESS, email: env.AGENCY_EMAIL, phone: env.AGENCY_PHONE },
  };
}

/** Where the tourist pays a confirmed request, as its tracking page shows it: the same bank as every PDF. */
export function payTo(env: Parameters<typeof agencyDetailsFromEnv>[0], reference: string): PayTo {
  const { bank } = agencyDetailsFromEnv(env);
  return {
    account_name: bank.accountName,
    bank_name: bank.bankName,
    account_number: bank.accountNumber,
    swift: bank.swift,
    branch: bank.branch,
    reference,
  };
}
