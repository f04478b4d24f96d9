import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

const keyLength = 64;
// Node's defaults (N=2^14, r=8): about 50 ms per try, which a 5-a-minute sign-in limit makes plenty.
const cost: ScryptOptions = { N: 16384, r: 8, p: 1 };

function derive(candidate: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(candidate, salt, keyLength, cost, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * A password kept only as a salted scrypt hash, made once at start-up. Serialising it (a logged
 * config, JSON) shows nothing of the salt or the hash.
 */
export class PasswordHash {
  readonly #salt: Buffer;
  readonly #hash: Buffer;

  private constructor(salt: Buffer, hash: Buffer) {
    this.#salt = salt;
    this.#hash = hash;
  }

  static of(plain: string): PasswordHash {
    const salt = randomBytes(16);
    return new PasswordHash(salt, scryptSync(plain, salt, keyLength, cost));
  }

  /** Hashes the candidate off the event loop and compares in constant time. */
  async matches(candidate: string): Promise<boolean> {
    return timingSafeEqual(await derive(candidate, this.#salt), this.#hash);
  }

  toJSON(): string {
    return "[scrypt hash]";
  }
}
