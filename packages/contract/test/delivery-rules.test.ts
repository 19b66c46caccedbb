import { describe, expect, it } from 'vitest';
import {
  deliveryDayProblem,
  earliestDay,
  lagosToday,
  NIGERIAN_STATES,
  orderChatMessage,
  zoneFee,
  zoneForPlace,
  zonePlacesProblem,
} from '../src/catalogue-rules.ts';

const zones = [
  { name: 'Lagos Island', fee_kobo: 300_000, areas: ['Lagos/Lagos Island', 'Lagos/Eti-Osa'] },
  { name: 'Rest of Lagos', fee_kobo: 200_000, areas: ['Lagos'] },
  { name: 'Rest of Nigeria', fee_kobo: 600_000, areas: ['*'], free_over_kobo: 5_000_000 },
];
// Saturday 5 December 2026, 23:30 in Lagos (22:30 UTC): still Saturday there.
const SATURDAY_NIGHT = Date.parse('2026-12-05T22:30:00Z');

describe('delivery across Nigeria', () => {
  it('lists the 36 states and the FCT', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(NIGERIAN_STATES.find((s) => s.name === 'Lagos')?.lgas).toHaveLength(20);
  });

  it('picks an LGA’s zone before its state’s, and a state’s before anywhere else', () => {
    expect(zoneForPlace(zones, 'Lagos', 'Eti-Osa')?.name).toBe('Lagos Island');
    expect(zoneForPlace(zones, 'Lagos', 'Ikeja')?.name).toBe('Rest of Lagos');
    expect(zoneForPlace(zones, 'Kano')?.name).toBe('Rest of Nigeria');
    expect(zoneForPlace(zones.slice(0, 2), 'Kano')).toBeUndefined();
  });

  it('waives the fee from the zone’s free-over amount on', () => {
    expect(zoneFee(zones[2]!, 4_999_999)).toBe(600_000);
    expect(zoneFee(zones[2]!, 5_000_000)).toBe(0);
    expect(zoneFee(zones[0]!, 90_000_000)).toBe(300_000);
  });

  it('refuses a place in two zones and a zone without places beside zones with them', () => {
    expect(zonePlacesProblem(zones)).toBeNull();
    expect(zonePlacesProblem([...zones, { name: 'Ikeja', fee_kobo: 1, areas: ['Lagos'] }])).toBe(
      'Lagos is in two zones: Rest of Lagos and Ikeja. Keep it in one.',
    );
    expect(zonePlacesProblem([{ name: 'A', fee_kobo: 1 }])).toBeNull();
  });
});

describe('made-to-order days, counted in Lagos', () => {
  it('counts days from today in Lagos, whatever the machine’s zone', () => {
    expect(lagosToday(SATURDAY_NIGHT)).toBe('2026-12-05');
    expect(lagosToday(SATURDAY_NIGHT + 60 * 60 * 1000)).toBe('2026-12-06');
  });

  it('moves the earliest day past the days the store does not deliver', () => {
    const weekdays = [1, 2, 3, 4, 5];
    // Two days from Saturday is Monday; one day is Sunday, closed, so Monday too.
    expect(earliestDay(2, weekdays, SATURDAY_NIGHT)).toBe('2026-12-07');
    expect(earliestDay(1, weekdays, SATURDAY_NIGHT)).toBe('2026-12-07');
    const lead = { days: 2, item: 'Celebration Cake' };
    expect(deliveryDayProblem('2026-12-06', lead, weekdays, SATURDAY_NIGHT)).toBe(
      "Celebration Cake needs 2 days' notice. Choose Monday 7 December or later.",
    );
    expect(deliveryDayProblem('2026-12-13', lead, weekdays, SATURDAY_NIGHT)).toBe(
      'The store does not deliver on Sundays. Choose another day.',
    );
    expect(deliveryDayProblem('2026-12-07', lead, weekdays, SATURDAY_NIGHT)).toBeNull();
  });

  it('puts the wanted day in the order sent to the store on WhatsApp', () => {
    const text = orderChatMessage(
      {
        number: 1001,
        name: 'Bimpe',
        fulfilment: 'pickup',
        zone: '',
        address: '',
        payment: 'bank_transfer',
        delivery_fee_kobo: 0,
        discount_kobo: 0,
        total_kobo: 2_500_000,
        delivery_date: '2026-12-07',
        delivery_window: 'Morning (9am–12pm)',
        lines: [],
      },
      { store: 'Bakes', link: 'https://x', money: String },
    );
    expect(text).toContain('Wanted on: Monday 7 December, Morning (9am–12pm)');
  });
});
