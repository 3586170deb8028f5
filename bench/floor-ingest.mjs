// The floor of bench/gps-ingest: bare node:http + pg taking the same OsmAnd GET (or Traccar Client 9's
// JSON POST), writing each turn's
// pings in one multi-row insert into the same partitioned table and answering after its commit, on
// one process. No device lookup, secret check, validation or flags: what HTTP and the batched
// insert alone cost on this machine. Not part of the product.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
const { TENANT, VEHICLE, DEVICE } = process.env;
let queue = [];
let running = 0;

function flush() {
  while (running < 3 && queue.length > 0) {
    const batch = queue;
    queue = [];
    running++;
    const rows = JSON.stringify(batch.map((b) => b.row));
    pool
      .query(
        `insert into positions (tenant_id, device_id, vehicle_id, time, latitude, longitude, source)
         select $1, $2, $3, time, latitude, longitude, 1
           from json_to_recordset($4::json) as r(time timestamptz, latitude float8, longitude float8)
         on conflict do nothing`,
        [TENANT, DEVICE, VEHICLE, rows],
      )
      .then(
        () => batch.forEach((b) => b.response.end()),
        () => batch.forEach((b) => b.response.writeHead(500).end()),
      )
      .finally(() => {
        running--;
        flush();
      });
  }
}

/** Queues a ping; answered after its batch commits. */
function take(response, time, latitude, longitude) {
  queue.push({ response, row: { time, latitude, longitude } });
  setImmediate(flush);
}

http
  .createServer((request, response) => {
    if (request.method === 'POST') {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const { location } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        take(response, location.timestamp, location.coords.latitude, location.coords.longitude);
      });
      return;
    }
    const query = new URL(request.url, 'http://floor').searchParams;
    take(
      response,
      new Date(Number(query.get('timestamp'))).toISOString(),
      Number(query.get('lat')),
      Number(query.get('lon')),
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
