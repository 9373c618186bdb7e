import net from 'node:net';

export interface HoldingSmtp {
  port: number;
  /** The Message-ID of every message the server acknowledged (250 after DATA). */
  readonly accepted: string[];
  /** The Message-IDs of messages whose end of DATA was held, never answered. */
  readonly held: string[];
  /** Resolves when a message is being held (a sender is waiting for the final answer). */
  holding(): Promise<string>;
  close(): Promise<void>;
}

/**
 * An SMTP server on the loopback that accepts every message except the first `holdFirst`: for
 * those it reads the whole message and never answers, as a server would while the sender is killed
 * mid-delivery. The sender never learns that message was taken, so it must send it again.
 */
export async function startHoldingSmtp(holdFirst = 1): Promise<HoldingSmtp> {
  const accepted: string[] = [];
  const held: string[] = [];
  const waiting: ((id: string) => void)[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let message = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 cluster.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            message += `${line}\n`;
            continue;
          }
          inData = false;
          const id = /^Message-ID:\s*(<[^>]+>)/im.exec(message)?.[1] ?? '(none)';
          message = '';
          if (held.length < holdFirst) {
            held.push(id);
            for (const resolve of waiting.splice(0)) resolve(id);
            continue;
          }
          accepted.push(id);
          reply('250 OK queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 cluster.test');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    accepted,
    held,
    holding: () => (held.length > 0 ? Promise.resolve(held[0]!) : new Promise((resolve) => waiting.push(resolve))),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
