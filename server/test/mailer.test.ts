import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from '../src/auth/mailer';

interface LogCall {
  level: string;
  message: string;
}

function recordingLog(calls: LogCall[]): FastifyBaseLogger {
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      calls.push({ level, message: String(args[args.length - 1]) });
    };
  return {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
  } as unknown as FastifyBaseLogger;
}

/** A minimal SMTP sink on 127.0.0.1: takes every mail and keeps its DATA. */
async function smtpSink(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received };
}

const mail = {
  to: 'cliente@gaslp.mx',
  subject: 'Código para restablecer su contraseña',
  text: 'Su código es: 123456',
};

let outbox: string;
beforeEach(() => {
  outbox = mkdtempSync(join(tmpdir(), 'gaslp-mailer-'));
});
afterEach(() => {
  rmSync(outbox, { recursive: true, force: true });
});

const outboxFiles = () => readdirSync(outbox).filter((name) => name.endsWith('.eml'));

describe('mailer', () => {
  it('writes an .eml file to the outbox when no SMTP_URL is set', async () => {
    const calls: LogCall[] = [];
    await createMailer({ outbox, smtpUrl: undefined, log: recordingLog(calls) })(mail);
    const [file] = outboxFiles();
    expect(file).toBeDefined();
    const text = readFileSync(join(outbox, file ?? ''), 'utf8');
    expect(text).toContain('To: cliente@gaslp.mx\r\n');
    expect(text).toContain(`Subject: ${mail.subject}\r\n`);
    expect(text).toContain('Su código es: 123456');
    expect(calls).toEqual([{ level: 'info', message: 'mail written to the outbox' }]);
  });

  it('sends by SMTP when SMTP_URL is set, and nothing goes to the outbox', async () => {
    const sink = await smtpSink();
    try {
      const calls: LogCall[] = [];
      const send = createMailer({
        outbox,
        smtpUrl: `smtp://127.0.0.1:${String(sink.port)}`,
        log: recordingLog(calls),
      });
      await send(mail);
      await send({ ...mail, to: 'otro@gaslp.mx' });
      expect(sink.received).toHaveLength(2);
      expect(sink.received[0]).toMatch(/^To: cliente@gaslp\.mx\r?$/m);
      expect(sink.received[0]).toMatch(/^From: Gas LP <no-reply@gaslp\.mx>\r?$/m);
      expect(sink.received[0]).toContain('123456');
      expect(sink.received[1]).toMatch(/^To: otro@gaslp\.mx\r?$/m);
      expect(outboxFiles()).toEqual([]);
      expect(calls.map((call) => call.level)).toEqual(['info', 'info']);
    } finally {
      await new Promise((resolve) => sink.server.close(resolve));
    }
  });

  it('falls back to the outbox (and logs an error) when the SMTP server is unreachable', async () => {
    const closed = await smtpSink();
    const port = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
    const calls: LogCall[] = [];
    await createMailer({
      outbox,
      smtpUrl: `smtp://127.0.0.1:${String(port)}`,
      log: recordingLog(calls),
    })(mail);
    expect(outboxFiles()).toHaveLength(1);
    expect(calls.map((call) => call.level)).toEqual(['error', 'info']);
  });

  it('gives up on a silent SMTP server after the transport timeouts, and writes nothing without an outbox', async () => {
    // accepts the connection and never greets: only a transport-level greeting timeout ends it
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const calls: LogCall[] = [];
    try {
      const send = createMailer({
        outbox: undefined,
        smtpUrl: `smtp://127.0.0.1:${String(port)}`,
        log: recordingLog(calls),
        timeouts: { connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 300 },
      });
      await expect(send(mail)).rejects.toThrow(/could not be delivered/);
      expect(outboxFiles()).toEqual([]);
      expect(calls).toEqual([{ level: 'error', message: 'SMTP failed' }]);
      expect(JSON.stringify(calls)).not.toContain('123456');
    } finally {
      silent.close();
    }
  });
});
