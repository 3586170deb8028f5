import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reportPath, type Report, type ReportName } from '@app/shared/reports/report.schemas';
import type { TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories';
import { tripFixtures } from '../trip-events/trips.test-helpers';
import { tripEvents } from '../trip-events/trip-events.table';
import { tripStops } from '../trips/trip-stops.table';

type Query = Record<string, string | number>;
const search = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));

/**
 * Trips, riders and events of a school written straight into the tables (as generation and the run
 * sheet leave them), and the reports read back as JSON, CSV and PDF.
 */
export function reportFixtures(t: TestApp) {
  const trips = tripFixtures(t);
  const fixtures = {
    ...trips,
    /** A trip on `date`, with its route's title and code and its vehicle's registration number. */
    async namedTrip(
      as: SignedIn,
      options: { date: string; status?: number; times?: string[]; journey?: Record<string, unknown> },
    ) {
      const trip = await trips.trip(as, options);
      const journey = (await t.request('GET', `/transport/journeys/${trip.journey}/`, as.auth)).body;
      const vehicle = (await t.request('GET', `/transport/vehicles/${journey.default_vehicle}/`, as.auth))
        .body;
      return { ...trip, route: journey.title, code: journey.code, vehicle: vehicle.registration_number };
    },
    /** The students expected to board and to leave at a trip stop. */
    async riders(stop: string, pick: string[], drop: string[] = []) {
      await t.database.db
        .update(tripStops)
        .set({ pick_students: pick, drop_students: drop })
        .where(eq(tripStops.id, stop));
    },
    /** An event of a trip as the run sheet records it. */
    async event(
      as: SignedIn,
      trip: string,
      event_type: number,
      fields: { stop?: string; student?: string; notes?: string; at: string; recordedBy?: string },
    ) {
      await t.database.db.insert(tripEvents).values({
        tenant_id: as.tenantId,
        trip_id: trip,
        event_type,
        trip_stop_id: fields.stop ?? null,
        student_id: fields.student ?? null,
        notes: fields.notes ?? '',
        event_time: new Date(fields.at),
        recorded_by: fields.recordedBy ?? null,
      });
    },
    /** `GET /reports/{name}/` as JSON. */
    report: (as: SignedIn, name: string, query: Query) =>
      t.request<Report>('GET', `/reports/${name}/?${search(query)}`, as.auth),
    /** A report that must answer 200. */
    async ok(as: SignedIn, name: ReportName, query: Query): Promise<Report> {
      const response = await fixtures.report(as, name, query);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    },
    /** Every row of each table, through the preview's pages of the paged one. */
    async allRows(as: SignedIn, name: ReportName, query: Query, pageSize = 2) {
      const first = await fixtures.ok(as, name, { ...query, page_size: pageSize });
      const rows = first.tables.map((table) => [...table.rows]);
      const pages = Math.ceil(Math.max(...first.tables.map((table) => table.count), 1) / pageSize);
      for (let page = 2; page <= pages; page++) {
        const next = await fixtures.ok(as, name, { ...query, page_size: pageSize, page });
        next.tables.forEach((table, i) => {
          if (table.paged) rows[i]!.push(...table.rows);
        });
      }
      return { report: first, rows };
    },
    /** The download as bytes, with its headers. */
    async download(as: SignedIn, name: ReportName, query: Query, format: 'csv' | 'pdf') {
      const response = await fetch(`${t.url}/api${reportPath(name)}?${search({ ...query, format })}`, {
        headers: {
          authorization: `Bearer ${as.token}`,
          'x-tenant-id': as.tenantId,
          'x-profile-id': as.profileId,
        },
      });
      return {
        status: response.status,
        headers: response.headers,
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
  };
  return fixtures;
}

/** The text of a PDF, by Debian's pdftotext (poppler-utils), with runs of white space as one space. */
export function pdfToText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
