import { z } from 'zod';
import { optionalReference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

/**
 * A vehicle's tracker or phone, or a school's Traccar server forwarding its trackers' positions
 * (issue 22, ADR 020). The identifier is what the device sends; the secret is made by the server.
 */
export const devicesResource = defineResource({
  name: 'devices',
  path: '/transport/devices/',
  orderingFields: ['identifier', 'name'],
});

/** What a device is: a phone app (Traccar Client, OsmAnd, OwnTracks), a tracker, or a Traccar server. */
export const DEVICE_KIND = { phone: 1, tracker: 2, traccarServer: 3 } as const;
export type DeviceKind = (typeof DEVICE_KIND)[keyof typeof DEVICE_KIND];
export const DEVICE_KINDS = Object.values(DEVICE_KIND);

/**
 * Letters, digits and `. _ @ -`: what the apps and trackers send (a number, an IMEI, an OwnTracks
 * user), and nothing an MQTT topic or a URL would read differently.
 */
const identifierPattern = /^[A-Za-z0-9._@-]+$/;

export const deviceInputSchema = z
  .object({
    identifier: text({ error: ref('devices.identifierRequired') })
      .min(1, ref('devices.identifierRequired'))
      .max(64, ref('devices.identifierTooLong'))
      .regex(identifierPattern, ref('devices.identifierCharacters')),
    name: text({ error: ref('devices.nameTooLong') })
      .max(100, ref('devices.nameTooLong'))
      .optional()
      .default(''),
    kind: z
      .number({ message: ref('devices.kindInvalid') })
      .int(ref('devices.kindInvalid'))
      .min(1, ref('devices.kindInvalid'))
      .max(3, ref('devices.kindInvalid')),
    vehicle: optionalReference(ref('devices.invalidVehicle')),
  })
  // A Traccar server forwards many vehicles' trackers; every other device rides in one vehicle.
  .superRefine((device, context) => {
    const forwards = device.kind === DEVICE_KIND.traccarServer;
    if (!forwards && !device.vehicle) {
      context.addIssue({ code: 'custom', path: ['vehicle'], message: ref('devices.vehicleRequired') });
    }
    if (forwards && device.vehicle) {
      context.addIssue({ code: 'custom', path: ['vehicle'], message: ref('devices.serverHasNoVehicle') });
    }
  });

export const deviceSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  kind: z.number(),
  vehicle: z.string().nullable(),
  vehicle_code: z.string().nullable(),
  /** When the secret was revoked; pings are refused from then on (null: active). */
  revoked_at: z.string().nullable(),
  /** The device's latest stored ping, or null before the first. */
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
});

/** A device with its new secret: the answer of adding one and of rotating its secret, the only time it is shown. */
export const deviceWithSecretSchema = deviceSchema.extend({ secret: z.string() });

export const deviceListQuerySchema = resourceListQuerySchema(devicesResource, {
  vehicle: text().optional(),
  is_revoked: z.enum(['true', 'false'], { message: ref('devices.useTrueOrFalse') }).optional(),
});

export type DeviceInput = z.input<typeof deviceInputSchema>;
export type Device = z.infer<typeof deviceSchema>;
export type DeviceWithSecret = z.infer<typeof deviceWithSecretSchema>;
export type DeviceListQuery = z.input<typeof deviceListQuerySchema>;

/** A new device in the form: a phone, in no vehicle yet. */
export const newDevice: DeviceInput = { identifier: '', name: '', kind: DEVICE_KIND.phone, vehicle: null };
