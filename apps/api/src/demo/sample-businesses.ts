import type { BusinessStatus } from '@agency/contract';

/** A prospect in a fresh demo workspace; `follow_up_in_days` is counted from the reset. */
export interface SampleBusiness {
  name: string;
  contact_person: string;
  phone: string;
  email: string;
  status: BusinessStatus;
  notes: string;
  follow_up_in_days: number | null;
  /** How long ago it was recorded, so the list's order and dates look lived in. */
  recorded_days_ago: number;
}

/** What a new demo workspace holds: a marketer's week, every status represented. */
export const SAMPLE_BUSINESSES: SampleBusiness[] = [
  {
    name: 'Mama Titi Kitchen',
    contact_person: 'Titilayo Adebayo',
    phone: '+234 803 412 7788',
    email: 'orders@mamatitikitchen.ng',
    status: 'interested',
    notes: 'Wants online pre-orders for weekend jollof trays. Send the food-store demo.',
    follow_up_in_days: 1,
    recorded_days_ago: 9,
  },
  {
    name: 'Adunni Fabrics',
    contact_person: 'Adunni Okafor',
    phone: '+234 806 220 1934',
    email: 'hello@adunnifabrics.com',
    status: 'contacted',
    notes: 'Sells ankara by the yard on Instagram. Asked about bank transfer at checkout.',
    follow_up_in_days: 3,
    recorded_days_ago: 7,
  },
  {
    name: 'Kano Leather Works',
    contact_person: 'Ibrahim Sani',
    phone: '+234 809 555 0142',
    email: '',
    status: 'to_contact',
    notes: 'Met at the Kano trade fair. Handmade bags and sandals.',
    follow_up_in_days: 0,
    recorded_days_ago: 2,
  },
  {
    name: 'Eko Fresh Farms',
    contact_person: 'Chidi Nwosu',
    phone: '+234 802 118 4400',
    email: 'chidi@ekofresh.ng',
    status: 'won',
    notes: 'Signed for the starter store. Launch planned for the first of next month.',
    follow_up_in_days: null,
    recorded_days_ago: 21,
  },
  {
    name: 'Jos Berry Co',
    contact_person: 'Grace Pam',
    phone: '+234 805 640 2210',
    email: 'grace@josberry.co',
    status: 'lost',
    notes: 'Chose a marketplace listing for now. Check back after harvest season.',
    follow_up_in_days: 60,
    recorded_days_ago: 30,
  },
  {
    name: 'Lekki Nail Studio',
    contact_person: 'Funke Bello',
    phone: '+234 818 902 3377',
    email: 'book@lekkinails.ng',
    status: 'to_contact',
    notes: '',
    follow_up_in_days: 2,
    recorded_days_ago: 1,
  },
  {
    name: 'Abuja Auto Spares',
    contact_person: 'Emeka Eze',
    phone: '+234 807 313 9090',
    email: 'sales@abujaautospares.com',
    status: 'contacted',
    notes: 'Large catalogue (800+ parts). Needs search by car model.',
    follow_up_in_days: 5,
    recorded_days_ago: 12,
  },
  {
    name: 'Calabar Spice House',
    contact_person: 'Ekaette Bassey',
    phone: '+234 813 774 5021',
    email: 'ekaette@calabarspice.ng',
    status: 'interested',
    notes: 'Ships dried spices nationwide. Wants delivery zones with different fees.',
    follow_up_in_days: 4,
    recorded_days_ago: 5,
  },
];
