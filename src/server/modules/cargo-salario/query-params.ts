// Moved to the platform (src/server/http/params.ts, issue 27): this re-export serves only the files that other
// work in progress still has open; remove it once nothing imports it.
export { queryIds, today } from '../../http/params.ts';
