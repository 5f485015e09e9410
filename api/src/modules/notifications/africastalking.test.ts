import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAfricasTalkingProvider } from './africastalking';
import type { OutgoingSms } from './sms-provider';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

let server: Server;
let base: string;
let seen: Seen[] = [];
/** What the fake gateway answers next. */
let answer: { status: number; body: unknown } = { status: 201, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(raw),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
});

const message: OutgoingSms = {
  id: 'row-1',
  to: '+250788123456',
  body: 'Isoko: order ISK-1 is received.',
  kind: 'order_confirmation',
  createdAt: new Date(),
};

const recipients = (statusCode: number, status: string) => ({
  SMSMessageData: {
    Message: 'Sent to 1/1 Total Cost: RWF 10.0000',
    Recipients: [
      { statusCode, number: '+250788123456', status, cost: 'RWF 10.0000', messageId: 'ATXid_abc123' },
    ],
  },
});

const provider = (over: { senderId?: string } = {}) =>
  createAfricasTalkingProvider({ username: 'isoko', apiKey: 'at-key-123', baseUrl: base, ...over });

describe("Africa's Talking provider", () => {
  it('posts the form to /version1/messaging with the apiKey header and reads the message id', async () => {
    answer = { status: 201, body: recipients(101, 'Success') };
    const result = await provider({ senderId: 'ISOKO' }).send(message);
    expect(result).toEqual({ ok: true, providerMessageId: 'ATXid_abc123', status: 'Success' });
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/version1/messaging');
    expect(req.headers.apikey).toBe('at-key-123');
    expect(req.headers.accept).toBe('application/json');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(req.form)).toEqual({
      username: 'isoko',
      to: '+250788123456',
      message: 'Isoko: order ISK-1 is received.',
      from: 'ISOKO',
    });
  });

  it('sends no sender id when none is registered', async () => {
    answer = { status: 201, body: recipients(102, 'Queued') };
    expect((await provider().send(message)).ok).toBe(true);
    expect(seen[0]!.form.has('from')).toBe(false);
  });

  it('does not retry what cannot succeed later (invalid number, blacklist)', async () => {
    for (const [code, status] of [
      [403, 'InvalidPhoneNumber'],
      [406, 'UserInBlacklist'],
      [402, 'InvalidSenderId'],
    ] as const) {
      answer = { status: 201, body: recipients(code, status) };
      const result = await provider().send(message);
      expect(result).toMatchObject({ ok: false, retryable: false });
      if (!result.ok) expect(result.error).toContain(String(code));
    }
  });

  it('retries gateway errors and insufficient balance', async () => {
    for (const code of [500, 501, 502, 405]) {
      answer = { status: 201, body: recipients(code, 'Error') };
      expect(await provider().send(message)).toMatchObject({ ok: false, retryable: true });
    }
  });

  it('retries HTTP 5xx and 429, not a refused API key', async () => {
    answer = { status: 503, body: 'unavailable' };
    expect(await provider().send(message)).toMatchObject({ ok: false, retryable: true });
    answer = { status: 429, body: 'slow down' };
    expect(await provider().send(message)).toMatchObject({ ok: false, retryable: true });
    answer = { status: 401, body: 'The supplied authentication is invalid' };
    expect(await provider().send(message)).toMatchObject({ ok: false, retryable: false });
  });

  it('treats an answer without recipients as a refusal and never echoes the text', async () => {
    answer = { status: 201, body: { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } } };
    const result = await provider().send({ ...message, body: '123456 is your Isoko sign-in code.' });
    expect(result).toMatchObject({ ok: false, retryable: false });
    if (!result.ok) expect(result.error).not.toContain('123456');
  });

  it('retries when the gateway cannot be reached', async () => {
    const unreachable = createAfricasTalkingProvider({
      username: 'isoko',
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 2000,
    });
    expect(await unreachable.send(message)).toMatchObject({ ok: false, retryable: true });
  });
});
