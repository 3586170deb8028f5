/** One e-mail or SMS; `code` carries the confirmation, reset or invitation code (DESIGN §3 outbox). */
export type OutgoingMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code?: string;
  /**
   * The same message sent again carries the same key (a notice's delivery id, ADR 022): the outbox
   * writes it once, an HTTP provider gets it as `Idempotency-Key`.
   */
  key?: string;
};

/** Sends one message; resolves with the provider's answer (its message id) when it gives one. */
export type Messenger = { send(message: OutgoingMessage): Promise<string | void> };
