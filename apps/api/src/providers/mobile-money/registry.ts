import type { PaymentsConfig } from '../../config/payments';
import type { Db } from '../../db/client';
import { AirtelMoneyProvider } from './airtel-money';
import { MtnMomoProvider } from './mtn-momo';
import { requireSupportedOperator } from './operator';
import { SandboxMobileMoney } from './sandbox';
import { DbPromptStore } from './sandbox-store';
import type { MobileMoneyProvider } from './types';

/** Picks the provider for a wallet: the real operator when configured, else the sandbox (when it is on). */
export class MobileMoneyRegistry {
  readonly sandbox: SandboxMobileMoney | null;
  readonly #byName = new Map<string, MobileMoneyProvider>();

  /**
   * With `db`, the sandbox keeps its prompts in the database (they survive a restart). `now`: the sandbox operator's
   * clock, the server's business time, so a transfer sent before the sandbox clock moved is done after it.
   */
  constructor(cfg: PaymentsConfig, sandboxOn: boolean, db?: Db, now: () => number = Date.now) {
    this.sandbox = sandboxOn ? new SandboxMobileMoney(cfg.sandbox, db ? new DbPromptStore(db) : undefined, now) : null;
    if (this.sandbox) this.#byName.set('sandbox', this.sandbox);
    if (cfg.mtn) this.#byName.set('mtn', new MtnMomoProvider(cfg.mtn));
    if (cfg.airtel) this.#byName.set('airtel', new AirtelMoneyProvider(cfg.airtel));
  }

  /** Throws OperatorNotSupportedError (clear message) for Zamtel and unknown prefixes. */
  forWallet(msisdn: string): MobileMoneyProvider {
    const op = requireSupportedOperator(msisdn);
    const real = this.#byName.get(op === 'MTN' ? 'mtn' : 'airtel');
    const chosen = real ?? this.sandbox;
    if (!chosen) throw new Error(`No mobile-money provider configured for ${op}`);
    return chosen;
  }

  /** Puts a provider in place (a real operator built elsewhere, or a fake operator's adapter in tests). */
  use(name: 'mtn' | 'airtel' | 'sandbox', provider: MobileMoneyProvider): void {
    this.#byName.set(name, provider);
  }

  byName(name: string): MobileMoneyProvider | undefined {
    return this.#byName.get(name);
  }

  close(): void {
    this.sandbox?.close();
  }
}
