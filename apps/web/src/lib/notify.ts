import { notifications } from '@mantine/notifications';

/** Green toast titled 'Success' (spec part 1 §8); closes after the provider's 5 s. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: 'Success', message });
}

/** Red toast titled 'Error' (spec part 1 §8). */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message });
}
