/** One e-mail or SMS; `code` carries the confirmation, reset or invitation code (DESIGN §3 outbox). */
export type OutgoingMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code?: string;
};

export type Messenger = { send(message: OutgoingMessage): Promise<void> };
