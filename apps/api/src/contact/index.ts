/** The contact module as other modules see it: all they may import from it. */
export { insertContactMessage, markAttached, readContactMessage } from './queries.ts';
