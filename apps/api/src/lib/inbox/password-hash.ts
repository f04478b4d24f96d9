import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

const keyLength = 64;
// Node's defaults (N=2^14, r=8): about 50 ms per try, which a 5-a-minute sign-in limit makes plenty.
const cost: ScryptOptions = { N: 16384, r: 8, p: 1 };
const fingerprintSalt = "brightwater inbox sessions";

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
  readonly #fingerprint: string;
  #turn: Promise<unknown> = Promise.resolve();

  private constructor(salt: Buffer, hash: Buffer, fingerprint: string) {
    this.#salt = salt;
    this.#hash = hash;
    this.#fingerprint = fingerprint;
  }

  static of(plain: string): PasswordHash {
    const salt = randomBytes(16);
    // The same for the same password at every start, so sessions kept on disk can be ended when
    // the password changes. scrypt, so the stored value is as slow to guess from as the hash.
    const fingerprint = scryptSync(plain, fingerprintSalt, 32, cost).toString("base64url");
    return new PasswordHash(salt, scryptSync(plain, salt, keyLength, cost), fingerprint);
  }

  /** Equal for equal passwords across starts; tells a changed password apart. */
  get fingerprint(): string {
    return this.#fingerprint;
  }

  /**
   * Hashes the candidate off the event loop, one candidate at a time, and compares in constant
   * time. One at a time: the hashes share Node's four worker threads with file reads, and tries
   * that arrive together must not take all four from the pages and assets.
   */
  async matches(candidate: string): Promise<boolean> {
    const hashed = this.#turn.then(() => derive(candidate, this.#salt));
    this.#turn = hashed.catch(() => undefined);
    return timingSafeEqual(await hashed, this.#hash);
  }

  toJSON(): string {
    return "[scrypt hash]";
  }
}
