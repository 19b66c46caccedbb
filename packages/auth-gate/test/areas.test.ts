import { AREA_PATHS, authPathOf, SIGNED_IN_AREAS } from '@agency/areas';
import { expect, it } from 'vitest';
import { AREAS, type AreaName, areaForPath } from '../src/areas.ts';

it('has exactly the signed-in areas of the one table, at its paths', () => {
  expect(Object.keys(AREAS).sort()).toEqual([...SIGNED_IN_AREAS].sort());
  for (const name of SIGNED_IN_AREAS) {
    expect(AREAS[name].base).toBe(AREA_PATHS[name]);
    expect(AREAS[name].authPath).toBe(authPathOf(name));
  }
});

it('finds the area of every path below a signed-in area, the innermost first', () => {
  for (const name of Object.keys(AREAS) as AreaName[]) {
    expect(areaForPath(AREAS[name].base)).toBe(name);
    expect(areaForPath(`${AREAS[name].authPath}/forgot-password`)).toBe(name);
  }
  expect(areaForPath(`${AREA_PATHS.blog_editor}/new`)).toBe('admin');
  expect(areaForPath(`${AREA_PATHS.demo}/snailhouse`)).toBeNull();
  expect(areaForPath(`${AREA_PATHS.store}/snailhouse/store`)).toBeNull();
});
