import { describe, expect, it } from 'vitest';
import * as router from '../src/index.ts';
import { MemoryRouter } from '../src/testing.ts';

describe("the router's entries", () => {
  it('keeps the test-only router out of the entry every page carries', () => {
    // The shell provides the main entry whole to every remote: an export there is in every first visit.
    expect(router).not.toHaveProperty('MemoryRouter');
    expect(MemoryRouter).toBeTypeOf('function');
    expect(router.BrowserRouter).toBeTypeOf('function');
  });
});
