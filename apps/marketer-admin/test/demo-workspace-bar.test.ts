import { describe, expect, it } from 'vitest';
import { untilText } from '../src/components/DemoWorkspaceBar.tsx';

describe('untilText', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('counts hours when an hour or more is left, minutes below', () => {
    expect(untilText('2026-11-25T10:00:00Z', now)).toBe('in 24 hours');
    expect(untilText('2026-11-24T11:10:00Z', now)).toBe('in 1 hour');
    expect(untilText('2026-11-24T10:40:00Z', now)).toBe('in 40 minutes');
  });
  it('never says a time in the past', () => {
    expect(untilText('2026-11-24T09:00:00Z', now)).toBe('in 1 minute');
  });
});
