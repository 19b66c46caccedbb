/**
 * What the shell's page renderer takes from this remote (built to dist/ssr/app.mjs): the App it
 * renders on the server, and which paths below the mount it renders there. Every page of the
 * agency's public site is rendered on the server.
 */
export { default } from './App.tsx';

export function rendersOnServer(_rest: string): boolean {
  return true;
}
