// Initial JavaScript of the console: the entry script and every chunk index.html preloads,
// gzip-compressed as a server would send them. Budget: 250 KB. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => m[1]);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

let total = 0;
for (const file of initial) {
  const kb = gzipKb(file);
  total += kb;
  console.log(`${file.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB gzip`);
}
const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const cssKb = css.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(
  `initial JavaScript: ${total.toFixed(1)} KB gzip (budget 250 KB) in ${initial.length} file(s); ${allJs.length} chunks in all`,
);
console.log(`initial CSS: ${cssKb.toFixed(1)} KB gzip`);
if (total > 250) process.exitCode = 1;
