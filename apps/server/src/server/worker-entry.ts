import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A worker thread's entry, `<name>.worker` next to the module at `moduleUrl` (its import.meta.url):
 * the compiled `.js` in a build; from TypeScript source (development, tests), a module that first
 * registers the TypeScript loader in the new thread, which does not inherit the main thread's loader
 * hooks on Node 20.
 */
export function workerEntry(moduleUrl: string, name: string): URL {
  const fromSource = moduleUrl.endsWith('.ts');
  const entry = new URL(`./${name}.worker.${fromSource ? 'ts' : 'js'}`, moduleUrl);
  if (!fromSource) return entry;
  const loader = tsxRegisterModule();
  const boot = `import { register } from ${JSON.stringify(loader)}; register(); await import(${JSON.stringify(entry.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

/**
 * The ESM entry of tsx's `register` API. Found through tsx's package.json exports: vitest's module
 * runner (the tests' global setup) has no import.meta.resolve, and require.resolve gives the CommonJS
 * build, which does not find its own files when imported from a data: URL.
 */
function tsxRegisterModule(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
}
