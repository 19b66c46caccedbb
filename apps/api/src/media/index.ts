/** The media module as other modules see it: all they may import from it. */
export { uploadsOf } from './queries.ts';
