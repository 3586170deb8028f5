import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';
import { PING_SOURCE } from './ping';
import type { PingIntake } from './ping-intake';
import { parseOwnTracks } from './protocols/owntracks';

/**
 * OwnTracks' topic, `owntracks/<user>/<device>`, as a shared subscription: the server processes of
 * one deployment (one database: `deployment`) share a group, and the broker hands each message to
 * one of them, not to all (MQTT 5; Mosquitto 1.6+); another deployment on the same broker (staging)
 * has its own group and gets every message too.
 */
const topicFor = (deployment: string) =>
  `$share/transport-admin-${crypto.createHash('sha256').update(deployment).digest('hex').slice(0, 12)}/owntracks/+/+`;
const TOPIC_PATTERN = /^owntracks\/([^/]+)\/[^/]+$/;

export type BrokerSubscription = { close(): Promise<void> };

/**
 * OwnTracks in MQTT mode (issue 22 §1): each message of `owntracks/<user>/<device>` is a position of
 * the device whose identifier is `<user>`. A message carries no secret: the broker's ACL
 * (`pattern write owntracks/%u/#`, docs/gps-devices.md) is what stops one phone from writing as
 * another. A message that is not a position (transitions, waypoints, the app's last will) or a bad
 * one is dropped with a line in the log: a publisher gets no answer to read.
 */
export function subscribeOwnTracks(
  url: string,
  deployment: string,
  intake: PingIntake,
  log: FastifyBaseLogger,
): BrokerSubscription {
  const topic = topicFor(deployment);
  const client = mqtt.connect(url, {
    protocolVersion: 5,
    // Unique per process: a broker drops the older of two sessions with one client id.
    clientId: `transport-admin-${crypto.randomBytes(6).toString('hex')}`,
    // Positions are live news: what was sent while the server was away is not asked for again.
    clean: true,
    reconnectPeriod: 2_000,
  });
  // Again at each reconnection: a clean session forgets its subscriptions.
  client.on('connect', () => {
    client.subscribe(topic, { qos: 1 }, (error) => {
      if (error) log.warn({ err: error }, 'subscribing to OwnTracks positions failed');
    });
  });
  client.on('error', (error) => log.warn({ err: error }, 'the MQTT broker refused or failed'));
  client.on('message', (received, payload) => {
    const user = TOPIC_PATTERN.exec(received)?.[1];
    if (!user) return;
    void (async () => {
      const ping = parseOwnTracks(JSON.parse(payload.toString('utf8')), user, PING_SOURCE.ownTracksMqtt);
      if (ping) await intake.fromTrusted([ping], 'tst');
    })().catch((error: unknown) =>
      log.info({ err: error, topic: received }, 'an OwnTracks message was not stored'),
    );
  });
  return { close: () => client.endAsync() };
}
