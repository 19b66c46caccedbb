/** Server rendering only (never shipped to the browser): the router for one request's URL. */
export { StaticRouter } from 'react-router';
