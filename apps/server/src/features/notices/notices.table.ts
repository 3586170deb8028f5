import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_STATUS,
  DELIVERY_STATUSES,
  NOTICE_CHANNELS,
  NOTICE_KINDS,
} from '@app/shared/notices/notice-codes';
import { sqlCode, sqlCodes } from '../../db/sql-codes';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { users } from '../accounts/users.table';
import { guardians } from '../guardians/guardians.table';
import { trips } from '../trips/trips.table';

/**
 * How a guardian wants to be told (issue 23 §3): one row per guardian, made with the defaults when
 * first changed; a guardian without a row has the defaults (5 minutes, push and SMS, no quiet hours,
 * the school's language).
 */
export const guardianNoticeSettings = pgTable(
  'guardian_notice_settings',
  {
    ...tenantColumns(),
    guardian_id: uuid('guardian_id').notNull(),
    minutes_before: smallint('minutes_before').notNull().default(5),
    push: boolean('push').notNull().default(true),
    sms: boolean('sms').notNull().default(true),
    email: boolean('email').notNull().default(false),
    /** Quiet hours in the school's time zone; both or neither. A window may pass midnight. */
    quiet_from: time('quiet_from'),
    quiet_until: time('quiet_until'),
    /** 'en' or 'sw'; null: the school's default language. */
    language: text('language'),
  },
  (t) => [
    tenantKey(t),
    schoolReference(t, t.guardian_id, guardians).onDelete('cascade'),
    uniqueIndex('guardian_notice_settings_guardian_idx').on(t.tenant_id, t.guardian_id),
    check('guardian_notice_settings_minutes_check', sql`${t.minutes_before} between 1 and 60`),
    check(
      'guardian_notice_settings_quiet_check',
      sql`(${t.quiet_from} is null) = (${t.quiet_until} is null)`,
    ),
  ],
);

/**
 * A notice decided for a guardian (ADR 022): unique per guardian, trip, the child's stop on the trip
 * and kind, inserted with `on conflict do nothing` in the transaction of what caused it, so it is
 * never decided twice. An invitation sent in bulk has no trip or stop (the invitation is its own
 * uniqueness). `payload` holds what the texts need (children's names, minutes, times), worded at
 * sending in the guardian's language.
 */
export const notices = pgTable(
  'notices',
  {
    ...tenantColumns(),
    guardian_id: uuid('guardian_id').notNull(),
    kind: smallint('kind').notNull(),
    trip_id: uuid('trip_id'),
    /** The trip's stop (trip_stops.id) where the guardian's child gets on or off. */
    trip_stop_id: uuid('trip_stop_id'),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    tenantKey(t),
    schoolReference(t, t.guardian_id, guardians).onDelete('cascade'),
    schoolReference(t, t.trip_id, trips).onDelete('cascade'),
    uniqueIndex('notices_once_idx').on(t.tenant_id, t.guardian_id, t.trip_id, t.trip_stop_id, t.kind),
    index('notices_trip_idx').on(t.tenant_id, t.trip_id),
    check('notices_kind_check', sql`${t.kind} in (${sqlCodes(NOTICE_KINDS)})`),
  ],
);

/**
 * A notice on one channel: the queue's unit (claimed with `for update skip locked`, retried with
 * growing waits, claimed again once its lease has passed) and the office's delivery log.
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    ...tenantColumns(),
    notice_id: uuid('notice_id').notNull(),
    channel: smallint('channel').notNull(),
    /** The phone, e-mail address or push subscription's endpoint it went to. */
    recipient: text('recipient').notNull().default(''),
    status: smallint('status').notNull().default(DELIVERY_STATUS.queued),
    attempts: integer('attempts').notNull().default(0),
    /** When it may next be tried; a claimed delivery's lease ends here too. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** The provider's answer (an id, or the reason it refused), shown in the delivery log. */
    provider_answer: text('provider_answer').notNull().default(''),
  },
  (t) => [
    tenantKey(t),
    schoolReference(t, t.notice_id, notices).onDelete('cascade'),
    uniqueIndex('notice_deliveries_notice_idx').on(t.tenant_id, t.notice_id, t.channel),
    // The senders' queue, across schools: only what is still to send.
    index('notice_deliveries_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = ${sqlCode(DELIVERY_STATUS.queued)}`),
    check('notice_deliveries_channel_check', sql`${t.channel} in (${sqlCodes(NOTICE_CHANNELS)})`),
    check('notice_deliveries_status_check', sql`${t.status} in (${sqlCodes(DELIVERY_STATUSES)})`),
  ],
);

/** A browser's web push subscription (the family app's service worker), kept per account. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.user_id),
  ],
);
