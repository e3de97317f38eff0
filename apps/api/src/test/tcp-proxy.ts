// A TCP proxy on loopback the tests can take down and bring back: the database "goes away" for real
// (connections refused, open connections cut) without touching the PostgreSQL server itself.
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const up = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  const down = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
  };
  await up();
  return {
    get port() {
      return port;
    },
    /** stops accepting and cuts every open connection */
    down,
    up,
  };
}
export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
