/** The prospects module as other modules see it: all they may import from it. */
export { expireDemoStores } from './expiry.ts';
export { deleteMediaRows, unusedPictures } from './queries.ts';
