import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleAliases, pathAliases } from '../../build/aliases';

/**
 * The PWA runs on React's own runtime. Nothing in the dependency tree is Preact, and no alias maps
 * React to anything else (the build's vendor chunk is checked for React DOM's production build in
 * e2e/pwa.spec.ts, after the build).
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

describe('the React runtime', () => {
  it('has React 19 and react-dom at the same version, and no Preact anywhere in the dependency tree', () => {
    expect(pkg.dependencies.react).toMatch(/^19\./);
    expect(pkg.dependencies['react-dom']).toBe(pkg.dependencies.react);
    expect(lock.packages['node_modules/react']?.version).toBe(pkg.dependencies.react);
    expect(lock.packages['node_modules/react-dom']?.version).toBe(pkg.dependencies.react);
    const preact = Object.keys(lock.packages).filter((p) => /(^|\/)node_modules\/preact(\/|$)/.test(p));
    expect(preact).toEqual([]);
    expect({ ...pkg.dependencies, ...pkg.devDependencies }).not.toHaveProperty('preact');
  });

  it('is not aliased: no alias of the build or the tests names react, react-dom or their runtimes', () => {
    const finds = [...pathAliases, ...bundleAliases].map((a) => String(a.find));
    for (const name of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-dom/test-utils',
    ])
      expect(
        finds.filter((f) =>
          f.startsWith('/') ? new RegExp(f.slice(1, f.lastIndexOf('/'))).test(name) : f === name,
        ),
        name,
      ).toEqual([]);
    for (const config of ['vite.config.ts', 'vitest.config.ts'])
      expect(readFileSync(config, 'utf8'), config).not.toMatch(/preact/i);
  });
});
