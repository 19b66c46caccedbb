/** The seo module as other modules see it: nothing; only its routes, mounted by modules.ts. */
export {};
