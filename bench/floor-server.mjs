// The floor of bench/api-throughput: bare node:http + pg answering GET /api/transport/vehicles/ with
// the same token check (EdDSA JWT), the same profile check and the same rows as the product, in one
// statement per request, on as many processes as the product (WEB_CONCURRENCY). Not part of the product.
import cluster from 'node:cluster';
import http from 'node:http';
import os from 'node:os';
import { importSPKI, jwtVerify } from 'jose';
import pg from 'pg';

const processes = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());
if (cluster.isPrimary && processes > 1) {
  for (let i = 0; i < processes; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  });
  await new Promise(() => {});
}

// Named statements skip parsing; each is still planned for its values, as the product's unnamed ones
// are: after five calls PostgreSQL may switch to a generic plan, which knows no search pattern and
// walks the school's rows instead of the trigram index (seen: 473 req/s instead of 2,000).
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Math.ceil(20 / processes),
  options: '-c plan_cache_mode=force_custom_plan',
});
const publicKey = await importSPKI(process.env.JWT_PUBLIC_KEY, 'EdDSA');
const port = Number(process.env.PORT);
const base = `http://127.0.0.1:${port}`;

// Profile check, total and page together, as the product counts: the school's kept total (row_counts)
// without a search, the matching rows' count with one (a window over all rows would read the whole
// school, so they are two statements). $4 is the contains pattern.
const listStatement = (total, search) => `
  select v.id, v.registration_number, v.code, v.max_capacity, v.is_active, ${total} as total
  from vehicles v
  where v.tenant_id = $1 ${search}
    and exists (select 1 from profiles where tenant_id = $1 and id = $2 and user_id = $3)
  order by v.code, v.id limit $4 offset $5`;
const LIST_ALL = listStatement(
  `(select n from row_counts where tenant_id = $1 and table_name = 'vehicles')`,
  '',
);
const LIST_SEARCH = listStatement(
  'count(*) over ()',
  'and (v.registration_number ilike $6 or v.code ilike $6)',
);

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url, base);
      if (url.pathname === '/api/health') return send(res, 200, { status: 'ok' });
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token) return send(res, 401, { detail: 'no token' });
      const { payload } = await jwtVerify(token, publicKey, {
        issuer: 'transport-admin',
        algorithms: ['EdDSA'],
      });
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 50);
      const search = url.searchParams.get('search');
      const pattern = search && search.length > 1 ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const values = [
        req.headers['x-tenant-id'],
        req.headers['x-profile-id'],
        payload.sub,
        size,
        (page - 1) * size,
      ];
      const { rows } = await pool.query(
        pattern
          ? { name: 'search', text: LIST_SEARCH, values: [...values, pattern] }
          : { name: 'list', text: LIST_ALL, values },
      );
      if (!rows[0]) return send(res, 403, { detail: 'forbidden' });
      const count = Number(rows[0].total);
      const results = rows.map(({ total: _total, ...row }) => row);
      const link = (target) => {
        const copy = new URL(url);
        copy.searchParams.set('page', String(target));
        return copy.toString();
      };
      send(res, 200, {
        count,
        next: page * size < count ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results,
      });
    } catch (error) {
      send(res, 500, { detail: String(error) });
    }
  })
  .listen(port, '127.0.0.1');
