// The official client ships no types; only what africastalking-sender.ts uses is declared.
declare module 'africastalking' {
  type Sms = { send(options: { to: string[]; message: string; from?: string }): Promise<unknown> };
  export default function africastalking(options: { username: string; apiKey: string }): { SMS: Sms };
}
