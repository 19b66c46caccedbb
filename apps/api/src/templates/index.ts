/** The templates module as other modules see it: all they may import from it. */
export { findTemplate, listTemplates } from './catalogue.ts';
export { guessTrade, NEUTRAL_TEMPLATE } from './keywords.ts';
export { templatePicture } from './pictures.ts';
export { applyTemplateIn } from './queries.ts';
