import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH } from '@app/shared/notices/push.schemas';
import { api } from '../../lib/api-client';
import { WORKER_SCOPE, WORKER_URL } from './family-worker';

/** Whether this browser can take web push at all (an old one, or an iPhone outside the installed app, cannot). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  return navigator.serviceWorker.ready;
}

/** This browser's push subscription to the school, if notifications are on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  return (await found?.pushManager.getSubscription()) ?? null;
}

/**
 * 'Turn on notifications': asks the guardian's permission, subscribes the worker with the server's
 * VAPID key and gives the subscription to the server. 'denied' when the guardian said no.
 */
export async function turnOnPush(): Promise<'on' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const worker = await registration();
  const { public_key } = await api.get<{ public_key: string }>(PUSH_KEY_PATH);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  const { endpoint, keys } = subscription.toJSON();
  await api.post(PUSH_SUBSCRIPTIONS_PATH, { endpoint, keys: { p256dh: keys?.p256dh, auth: keys?.auth } });
  return 'on';
}

/** 'Turn off notifications': the server forgets this browser, and the browser its subscription. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.delete(PUSH_SUBSCRIPTIONS_PATH, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
