/** A part of Paystack's list of Nigerian banks (GET /bank?country=nigeria), in its shape. */
export interface LocalBank {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  gateway: string | null;
  pay_with_bank: boolean;
  active: boolean;
  country: 'Nigeria';
  currency: 'NGN';
  type: 'nuban';
  is_deleted: boolean;
}

const NAMED: [string, string, string][] = [
  ['Access Bank', 'access-bank', '044'],
  ['Ecobank Nigeria', 'ecobank-nigeria', '050'],
  ['Fidelity Bank', 'fidelity-bank', '070'],
  ['First Bank of Nigeria', 'first-bank-of-nigeria', '011'],
  ['First City Monument Bank', 'first-city-monument-bank', '214'],
  ['Guaranty Trust Bank', 'guaranty-trust-bank', '058'],
  ['Kuda Bank', 'kuda-bank', '50211'],
  ['Moniepoint MFB', 'moniepoint-mfb-ng', '50515'],
  ['OPay Digital Services Limited (OPay)', 'paycom', '999992'],
  ['Stanbic IBTC Bank', 'stanbic-ibtc-bank', '221'],
  ['Sterling Bank', 'sterling-bank', '232'],
  ['Union Bank of Nigeria', 'union-bank-of-nigeria', '032'],
  ['United Bank For Africa', 'united-bank-for-africa', '033'],
  ['Wema Bank', 'wema-bank', '035'],
  ['Zenith Bank', 'zenith-bank', '057'],
];

export function nigerianBanks(): LocalBank[] {
  return NAMED.map(([name, slug, code], i) => ({
    id: i + 1,
    name,
    slug,
    code,
    longcode: code.length === 3 ? `${code}150000` : '',
    gateway: null,
    pay_with_bank: false,
    active: true,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
    is_deleted: false,
  }));
}
