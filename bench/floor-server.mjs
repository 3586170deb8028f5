// The floor of bench/api-throughput: bare node:http + pg answering GET /api/transport/vehicles/ with
// the same token check (EdDSA JWT), the same profile check and the same rows as the product, in one
// statement per request. Not part of the product.
import http from 'node:http';
import { importSPKI, jwtVerify } from 'jose';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const publicKey = await importSPKI(process.env.JWT_PUBLIC_KEY, 'EdDSA');
const port = Number(process.env.PORT);
const base = `http://127.0.0.1:${port}`;

// Profile check, count and page together; $4 is the contains pattern or null.
const LIST = `
  select (select count(*) from vehicles v where v.tenant_id = $1 and ($4::text is null
            or v.registration_number ilike $4 or v.code ilike $4))::int as count,
         coalesce((select json_agg(p) from (
            select v.id, v.registration_number, v.code, v.max_capacity, v.is_active from vehicles v
            where v.tenant_id = $1 and ($4::text is null or v.registration_number ilike $4 or v.code ilike $4)
            order by v.code, v.id limit $5 offset $6) p), '[]'::json) as results
  where exists (select 1 from profiles where tenant_id = $1 and id = $2 and user_id = $3)`;

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
      const { rows } = await pool.query({
        name: 'list',
        text: LIST,
        values: [
          req.headers['x-tenant-id'],
          req.headers['x-profile-id'],
          payload.sub,
          pattern,
          size,
          (page - 1) * size,
        ],
      });
      if (!rows[0]) return send(res, 403, { detail: 'forbidden' });
      const { count, results } = rows[0];
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
