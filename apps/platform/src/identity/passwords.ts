import argon2, { type HashOptions } from "argon2";

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown e-mail answers as slowly as a known one. */
  verifyNothing(password: string): Promise<void>;
}

/** argon2id with the usual recommended parameters (19 MiB, 2 passes, 1 lane) unless configured otherwise. */
export function createPasswordHasher(options: { memoryCost: number; timeCost: number }): PasswordHasher {
  const parameters: HashOptions = {
    type: argon2.argon2id,
    memoryCost: options.memoryCost,
    timeCost: options.timeCost,
    parallelism: 1,
  };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, parameters),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
    verifyNothing: async (password) => {
      dummyHash ??= argon2.hash("croupier-dummy-password", parameters);
      await argon2.verify(await dummyHash, password).catch(() => false);
    },
  };
}
