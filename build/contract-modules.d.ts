export const ZOD_FREE_CONTRACT: string[];
export const SHARED_CONTRACT: string[];
export function isZodFreeContract(name: string): boolean;
export const SCHEMA_MODULE_IMPORT: string;
