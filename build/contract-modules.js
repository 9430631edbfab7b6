// @ts-check
// The contract's modules a phone may take values from: they never load zod (ARCHITECTURE.md, "The contract").
// Every other contract module is a schema module, from which the portal takes types only. A tooling test
// (tests/tooling/contract-modules.test.ts) holds this list to what the files import.
export const ZOD_FREE_CONTRACT = [
  'constants',
  'gallery',
  'menu-paths',
  'offline-files',
  'password',
  'permissions',
  'signed-codes',
  'site-text',
  'staff-permissions',
  'validators',
  'value-formats',
  // and every <topic>-rules module
];
/** The contract's modules that belong to no server module: the envelope and the zod-free ones above. */
export const SHARED_CONTRACT = ['envelope', ...ZOD_FREE_CONTRACT];
/** @param {string} name */
export const isZodFreeContract = (name) => ZOD_FREE_CONTRACT.includes(name) || name.endsWith('-rules');
/** An import of a contract schema module, by alias or relative path. */
export const SCHEMA_MODULE_IMPORT =
  '^(@contract/|(\\.\\./)+contract/)' + `(?!(${ZOD_FREE_CONTRACT.join('|')}|[a-z-]+-rules)$)[a-z-]+$`;
