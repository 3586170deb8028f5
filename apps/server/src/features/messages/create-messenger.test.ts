import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { createMessenger } from './create-messenger';

const silent = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

function configWith(env: Record<string, string>) {
  return loadConfig({ DATA_DIR: '/nonexistent/never-written', ...env });
}

/** A tiny HTTP SMS provider that records what it receives. */
async function fakeSmsProvider(status = 200) {
  const received: { body: unknown; authorization?: string; path?: string; key?: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({
        body: JSON.parse(body),
        authorization: request.headers.authorization,
        path: request.url,
        ...(request.headers['idempotency-key'] ? { key: String(request.headers['idempotency-key']) } : {}),
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return { received, port: (server.address() as AddressInfo).port };
}

/** Just enough of an SMTP server to accept one message and keep its text. */
async function fakeSmtpServer() {
  const mails: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else {
            mails[mails.length - 1] += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          mails.push('');
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return { mails, port: (server.address() as AddressInfo).port };
}

const sms = {
  channel: 'sms',
  to: '254712345678',
  subject: 'Invite',
  text: 'Code ABCD2345',
  code: 'ABCD2345',
} as const;
const mail = {
  channel: 'email',
  to: 'a@b.co',
  subject: 'Your code',
  text: 'Your code is 123456.',
  code: '123456',
} as const;

describe('createMessenger', () => {
  it('posts an SMS as JSON {to, text} to the provider URL, credentials as Basic authorization', async () => {
    const provider = await fakeSmsProvider();
    const messenger = createMessenger(
      configWith({ SMS_TRANSPORT: `http://user:s%40cret@127.0.0.1:${provider.port}/send?x=1` }),
      silent,
    );
    await messenger.send(sms);
    expect(provider.received).toEqual([
      {
        body: { to: '254712345678', text: 'Code ABCD2345' },
        authorization: `Basic ${Buffer.from('user:s@cret').toString('base64')}`,
        path: '/send?x=1',
      },
    ]);
  });

  it("sends a notice's key as Idempotency-Key and answers with the provider's answer", async () => {
    const provider = await fakeSmsProvider();
    const messenger = createMessenger(
      configWith({ SMS_TRANSPORT: `http://127.0.0.1:${provider.port}/` }),
      silent,
    );
    expect(await messenger.send({ ...sms, key: 'a1b2' })).toBe('{"id":"m-1"}');
    expect(provider.received.map((request) => request.key)).toEqual(['a1b2']);
  });

  it('fails when the SMS provider refuses', async () => {
    const provider = await fakeSmsProvider(500);
    const messenger = createMessenger(
      configWith({ SMS_TRANSPORT: `http://127.0.0.1:${provider.port}/` }),
      silent,
    );
    await expect(messenger.send(sms)).rejects.toThrow('SMS provider answered 500: {"id":"m-1"}');
  });

  it('sends e-mail through an smtp:// server', async () => {
    const smtp = await fakeSmtpServer();
    const messenger = createMessenger(
      configWith({
        MAIL_TRANSPORT: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'School Bus <bus@example.test>',
      }),
      silent,
    );
    await messenger.send(mail);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toContain('Subject: Your code');
    expect(smtp.mails[0]).toContain('To: a@b.co');
    expect(smtp.mails[0]).toContain('From: School Bus <bus@example.test>');
    expect(smtp.mails[0]).toContain('Your code is 123456.');
  });

  it('refuses a transport setting it does not understand', () => {
    expect(() => createMessenger(configWith({ MAIL_TRANSPORT: 'http://mail' }), silent)).toThrow(
      'MAIL_TRANSPORT must be "outbox" or an smtp:// or smtps:// URL.',
    );
    expect(() => createMessenger(configWith({ SMS_TRANSPORT: 'sms-gateway' }), silent)).toThrow(
      'SMS_TRANSPORT must be "outbox" or "africastalking" or an http:// or https:// URL.',
    );
  });
});
