import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { STAFF_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { FIELD_TRIP_MESSAGES as m } from '@app/shared/field-trips/field-trip.schemas';
import type { Locale } from '@app/shared/i18n/locales';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { users } from '../accounts/users.table';
import { profiles, tenants } from '../tenants/tenants.table';
import { getFieldTrip } from './field-trip-records';
import { fieldTripSheetPdf } from './field-trip-sheet-pdf';

/** The sheet exists once vehicles and drivers are assigned: scheduled, and kept once completed. */
const WITH_SHEET = new Set(['scheduled', 'completed']);

/**
 * `GET /transport/field-trips/:id/trip-sheet/`: the trip sheet as a PDF download, for the office and
 * the trip's requester (anyone else: 404, as getFieldTrip answers), worded in the reader's language:
 * 'field-trip-2026-05-12-museum-visit.pdf'.
 */
export async function fieldTripSheet(
  ctx: TenantContext,
  id: string,
  reader: { locale: Locale; word: (text: string) => string },
): Promise<{ fileName: string; body: Buffer }> {
  const trip = await getFieldTrip(ctx, id);
  if (!WITH_SHEET.has(trip.status)) throw new AppError(409, m.noTripSheet);
  const drivers = trip.assignments.map((assignment) => assignment.driver);
  const [[school], phoneRows] = await Promise.all([
    ctx.db
      .select({ name: tenants.name, time_zone: tenants.time_zone })
      .from(tenants)
      .where(eq(tenants.id, ctx.tenantId)),
    // Employees keep no phone: a driver's is the one of their account in this school, if any.
    ctx.db
      .select({ driver: profiles.person_id, phone: users.phone })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.user_id))
      .where(
        and(
          eq(profiles.tenant_id, ctx.tenantId),
          eq(profiles.profile_type, STAFF_PROFILE_TYPE),
          inArray(profiles.person_id, drivers),
          isNotNull(users.phone),
        ),
      )
      .orderBy(profiles.created_at),
  ]);
  const phones = new Map<string, string>();
  for (const row of phoneRows)
    if (row.driver && row.phone && !phones.has(row.driver)) phones.set(row.driver, row.phone);
  const body = await fieldTripSheetPdf(
    trip,
    { schoolName: school!.name, timeZone: school!.time_zone, phones, printedAt: new Date() },
    reader.word,
    reader.locale,
  );
  return { fileName: sheetFileName(trip.trip_date, trip.title), body };
}

/** The date and, in ASCII, the purpose: a name every system and browser keeps as it is. */
function sheetFileName(date: string, title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `field-trip-${date}${slug ? `-${slug}` : ''}.pdf`;
}
