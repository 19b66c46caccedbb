import { telHref, whatsAppHref } from '@agency/contract/rules';

/**
 * How a business owner reaches Forgeworks besides the contact form: said once here, shown on the
 * home page (and wherever else the site gives a number).
 */
export const AGENCY_PHONE = '0809 555 0140';
export const AGENCY_TEL = telHref(AGENCY_PHONE);
export const AGENCY_WHATSAPP = whatsAppHref(
  AGENCY_PHONE,
  'Hello Forgeworks, I would like an online store for my business.',
);

/** The questions owners ask before they buy, answered on the home page. */
export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Is there a monthly fee?',
    answer:
      'The package price is paid once. After launch, a monthly care plan covers hosting, updates and support; we agree its price with you before you pay anything, and you can stop with a month’s notice.',
  },
  {
    question: 'Who hosts the store?',
    answer:
      'We do, on fast servers with daily backups, as part of the care plan. Your store stays up when you get busy, and you never deal with servers.',
  },
  {
    question: 'How do my customers pay?',
    answer:
      'By bank transfer or on delivery, and online by card, bank transfer or USSD through Paystack once you connect your bank account in Settings. Online payments settle straight to your account.',
  },
  {
    question: 'Who owns the domain?',
    answer:
      'You do. We register your domain (like yourshop.ng) in your name, or connect the one you already have, and it stays yours if you ever move on.',
  },
  {
    question: 'Can I change things myself?',
    answer:
      'Yes. Your store admin lets you add items, change prices and stock, and handle orders from your phone. You can try it on a demo store above: press Try the store admin.',
  },
];
