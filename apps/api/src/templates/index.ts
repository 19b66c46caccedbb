/** The templates module as other modules see it: all they may import from it. */
export { findTemplate, listTemplates } from './catalogue.ts';
export { guessTrade } from './keywords.ts';
export { applyTemplateIn } from './queries.ts';
