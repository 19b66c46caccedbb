/**
 * What tests render pages in: a router over a list of addresses instead of the browser's. Not in
 * the package's main entry, which the shell provides to every page (0.4 kB gzip no page uses).
 */
export { MemoryRouter } from 'react-router';
