import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// A push service on loopback for the push tests: it records what our server POSTs and answers the
// status the test asks for; and a browser's side of a subscription (its P-256 key pair and auth
// secret) that decrypts an aes128gcm push (RFC 8291) the way a browser does.

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushService {
  origin: string;
  received: ReceivedPush[];
  /** The statuses the next pushes to `path` get, in order (then 201). */
  answer(path: string, ...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status = statuses.get(path)?.shift() ?? 201;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, ...list) => statuses.set(path, list),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's push keys: what `subscription.toJSON().keys` holds, and the private half. */
export interface BrowserKeys {
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): string;
}

export function createBrowserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: publicKey.toString("base64url"),
    auth: authSecret.toString("base64url"),
    decrypt: (body) => decryptAes128gcm(body, ecdh, publicKey, authSecret),
  };
}

/** RFC 8188 + RFC 8291: one record, the header carrying the server's ephemeral public key. */
function decryptAes128gcm(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  browserPublic: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const sharedSecret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browserPublic, serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then padding zeros.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString("utf8");
}
