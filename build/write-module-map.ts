// npm run docs:modules: writes ARCHITECTURE.md's module map from src/server/modules/dependencies.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { moduleMap } from '../src/server/modules/dependencies';
import { MODULE_MAP_END, MODULE_MAP_START, withModuleMap } from './module-map-doc';

const path = 'ARCHITECTURE.md';
writeFileSync(path, withModuleMap(readFileSync(path, 'utf8'), moduleMap()));
console.log(`${path}: module map between ${MODULE_MAP_START} and ${MODULE_MAP_END} written`);
