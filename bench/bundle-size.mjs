// Initial JavaScript of each page the server serves: the entry script and every chunk the page
// preloads, gzip-compressed as a server would send them. Budgets: the console (index.html) 250 KB;
// the family app (family.html, issue 23 §2: a guardian's cheap phone) 120 KB. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const PAGES = [
  { name: 'console', file: 'index.html', budget: 250 },
  { name: 'family app', file: 'family.html', budget: 120 },
];
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const allJs = fs.readdirSync(path.join(dist, 'assets'), { recursive: true }).filter((f) => f.endsWith('.js'));

for (const page of PAGES) {
  const html = fs.readFileSync(path.join(dist, page.file), 'utf8');
  // A preload marked with a language (the family app's messages) is sent for that language alone: English's counted.
  const initial = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"[^>]*>/g),
  ]
    .filter((m) => !/data-language="(?!en")/.test(m[0]))
    .map((m) => m[1]);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
  console.log(`${page.name} (${page.file})`);
  let total = 0;
  for (const file of initial) {
    const kb = gzipKb(file);
    total += kb;
    console.log(`  ${file.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB gzip`);
  }
  const cssKb = css.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `  initial JavaScript: ${total.toFixed(1)} KB gzip (budget ${page.budget} KB) in ${initial.length} file(s)`,
  );
  console.log(`  initial CSS: ${cssKb.toFixed(1)} KB gzip`);
  if (total > page.budget) process.exitCode = 1;
}
console.log(`${allJs.length} chunks in all`);
