/** The demo module as other modules see it: all they may import from it. */
export { demoWorkspacesForAuth, sweepDemoWorkspaces } from './queries.ts';
