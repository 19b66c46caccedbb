import { koboToNaira } from '@agency/contract';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
/** An amount in kobo as the mails and messages write it (₦1,500.00). */
export const money = (kobo: number) => naira.format(koboToNaira(kobo));
