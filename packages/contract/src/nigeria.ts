/**
 * Nigeria's 36 states and the Federal Capital Territory, by geopolitical zone, with the local
 * government areas of the states whose stores split them into delivery zones (Lagos: Lagos Island
 * and Lagos Mainland are different rides; the FCT's area councils). A committed list, not a
 * service: it changes with the constitution, and checkout and the API must read the same one.
 */

export const GEO_ZONES = [
  'North-Central',
  'North-East',
  'North-West',
  'South-East',
  'South-South',
  'South-West',
] as const;
export type GeoZone = (typeof GEO_ZONES)[number];

export interface NigerianState {
  /** The state's name as addresses write it ('FCT' for the Federal Capital Territory). */
  name: string;
  /** How checkout shows it ('FCT (Abuja)'). */
  label: string;
  zone: GeoZone;
  /** Its local government areas, where stores may deliver to part of the state ([] elsewhere). */
  lgas: readonly string[];
}

const LAGOS_LGAS = [
  'Agege',
  'Ajeromi-Ifelodun',
  'Alimosho',
  'Amuwo-Odofin',
  'Apapa',
  'Badagry',
  'Epe',
  'Eti-Osa',
  'Ibeju-Lekki',
  'Ifako-Ijaiye',
  'Ikeja',
  'Ikorodu',
  'Kosofe',
  'Lagos Island',
  'Lagos Mainland',
  'Mushin',
  'Ojo',
  'Oshodi-Isolo',
  'Shomolu',
  'Surulere',
] as const;

const FCT_AREA_COUNCILS = [
  'Abaji',
  'Abuja Municipal',
  'Bwari',
  'Gwagwalada',
  'Kuje',
  'Kwali',
] as const;

const state = (name: string, zone: GeoZone, lgas: readonly string[] = [], label = name) => ({
  name,
  label,
  zone,
  lgas,
});

/** Alphabetical, as a shopper looks for theirs. */
export const NIGERIAN_STATES: readonly NigerianState[] = [
  state('Abia', 'South-East'),
  state('Adamawa', 'North-East'),
  state('Akwa Ibom', 'South-South'),
  state('Anambra', 'South-East'),
  state('Bauchi', 'North-East'),
  state('Bayelsa', 'South-South'),
  state('Benue', 'North-Central'),
  state('Borno', 'North-East'),
  state('Cross River', 'South-South'),
  state('Delta', 'South-South'),
  state('Ebonyi', 'South-East'),
  state('Edo', 'South-South'),
  state('Ekiti', 'South-West'),
  state('Enugu', 'South-East'),
  state('FCT', 'North-Central', FCT_AREA_COUNCILS, 'FCT (Abuja)'),
  state('Gombe', 'North-East'),
  state('Imo', 'South-East'),
  state('Jigawa', 'North-West'),
  state('Kaduna', 'North-West'),
  state('Kano', 'North-West'),
  state('Katsina', 'North-West'),
  state('Kebbi', 'North-West'),
  state('Kogi', 'North-Central'),
  state('Kwara', 'North-Central'),
  state('Lagos', 'South-West', LAGOS_LGAS),
  state('Nasarawa', 'North-Central'),
  state('Niger', 'North-Central'),
  state('Ogun', 'South-West'),
  state('Ondo', 'South-West'),
  state('Osun', 'South-West'),
  state('Oyo', 'South-West'),
  state('Plateau', 'North-Central'),
  state('Rivers', 'South-South'),
  state('Sokoto', 'North-West'),
  state('Taraba', 'North-East'),
  state('Yobe', 'North-East'),
  state('Zamfara', 'North-West'),
];

/** The state of this name (any case; 'Abuja' is the FCT), or undefined. */
export function findState(name: string): NigerianState | undefined {
  const key = name.trim().toLowerCase();
  if (key === 'abuja' || key === 'fct (abuja)')
    return NIGERIAN_STATES.find((s) => s.name === 'FCT');
  return NIGERIAN_STATES.find((s) => s.name.toLowerCase() === key);
}

/** The LGA of this name in the state, spelt as the list has it, or undefined. */
export function findLga(state: NigerianState, name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return state.lgas.find((lga) => lga.toLowerCase() === key);
}
