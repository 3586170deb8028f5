import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { LocalizedText } from '../i18n/localized-text';

// The toasts render inside the language provider: a message given as a ref is worded there.
const worded = (text: string) => createElement(LocalizedText, { text });

/** Green toast titled 'Success' (spec part 1 §8); closes after the provider's 5 s. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: worded('common.success'), message: worded(message) });
}

/** Red toast titled 'Error' (spec part 1 §8). */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: worded('common.error'), message: worded(message) });
}
