/** The businesses module as other modules see it: all they may import from it. */
export { businessLists, listKey } from './names.ts';
export { addBusinessEvent, seedNoteEvents } from './timeline-queries.ts';
export { insertBusiness, readBusiness, updateBusiness } from './queries.ts';
