/**
 * Compiles the server to JavaScript in `dist/` (`npm run build -w apps/server`), so production runs
 * `node dist/server.js` with no TypeScript loader. One bundle per entry point: the server, the
 * command-line tool, and every `*.worker.ts` (a worker thread loads its own file). npm packages stay
 * external (installed next to it); the workspace's `@app/*` packages, TypeScript source, are bundled in.
 *
 * `dist/` mirrors `src/` (src/cli/main.ts -> dist/cli/main.js), and a module's `import.meta.url`,
 * `dirname` and `filename` are rewritten to its mirrored place, so code that finds files relative to
 * itself (migrations, the built console, a worker next to its module) finds them from `dist/` as it
 * does from `src/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = import.meta.dirname;
const srcDir = path.join(root, 'src');
const outDir = path.join(root, 'dist');

const entries = [
  'server.ts',
  'cli/main.ts',
  ...fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.worker.ts')),
].map((file) => path.join(srcDir, file));

/** Where a source file would land in dist/: src/db/migrate.ts -> dist/db/migrate.js. */
function mirrored(file) {
  return path.join(outDir, path.relative(srcDir, file)).replace(/\.ts$/, '.js');
}

const toPosix = (value) => value.split(path.sep).join('/');

/** The module's own place in dist/, written as code running in the bundle at `outFile`. */
function importMetaOf(file, outFile) {
  const target = mirrored(file);
  const fromBundle = toPosix(path.relative(path.dirname(outFile), path.dirname(target)));
  const base = path.basename(target);
  const dirname = fromBundle
    ? `(import.meta.dirname + ${JSON.stringify(`/${fromBundle}`)})`
    : 'import.meta.dirname';
  return {
    url: `new URL(${JSON.stringify(`${fromBundle || '.'}/${base}`)}, import.meta.url).href`,
    dirname,
    filename: `(${dirname} + ${JSON.stringify(`/${base}`)})`,
  };
}

/** npm packages stay imports; relative files and the workspace's `@app/*` (TypeScript source) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

const ownImportMeta = (outFile) => ({
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(srcDir + path.sep)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      const meta = importMetaOf(args.path, outFile);
      const contents = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => meta[key]);
      return { contents, loader: 'ts' };
    });
  },
});

const started = performance.now();
// Files are overwritten in place, not the folder emptied first: a server running from dist/ (another
// terminal, a benchmark) keeps finding its worker files while a build runs.
await Promise.all(
  entries.map((entry) => {
    const outfile = mirrored(entry);
    return esbuild.build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalPackages, ownImportMeta(outfile)],
    });
  }),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`server built into ${path.relative(process.cwd(), outDir) || '.'} in ${seconds} s\n`);
