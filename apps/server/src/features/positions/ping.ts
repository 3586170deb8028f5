/**
 * Where a position came from: the protocol and client that sent it (stored as its number).
 * OsmAnd: Traccar Client's and OsmAnd's query or form parameters; Traccar Client 9's JSON;
 * a Traccar server's forwarding; OwnTracks over HTTP or MQTT; the console's run sheet.
 */
export const PING_SOURCE = {
  osmand: 1,
  traccarClient: 2,
  traccarForward: 3,
  ownTracksHttp: 4,
  ownTracksMqtt: 5,
  runSheet: 6,
} as const;
export type PingSource = (typeof PING_SOURCE)[keyof typeof PING_SOURCE];

/**
 * One position as a protocol reports it, in SI units whatever the protocol's own (OsmAnd's speed is
 * knots, OwnTracks' km/h): what the writer stores once the device is known.
 */
export type Ping = {
  /** The identifier the device sent (OsmAnd `id`/`deviceid`, Traccar `uniqueId`, OwnTracks user). */
  identifier: string;
  /** When the position was fixed, by the device's clock. */
  time: Date;
  /** Degrees, WGS 84. */
  latitude: number;
  longitude: number;
  /** Metres per second. */
  speed: number | null;
  /** Degrees clockwise from north, 0 to 360. */
  heading: number | null;
  /** Metres above sea level. */
  altitude: number | null;
  /** Metres (the radius of 68% confidence, as the phones report it). */
  accuracy: number | null;
  /** Percent, 0 to 100. */
  battery: number | null;
  source: PingSource;
};
