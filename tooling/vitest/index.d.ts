import type { UserConfig } from 'vitest/config';

/** Shared config for Node packages (contracts, api, tooling). */
export function nodeConfig(overrides?: UserConfig): UserConfig;
/** Shared config for React packages: jsdom, Testing Library matchers, cleanup after each test. */
export function reactConfig(overrides?: UserConfig): UserConfig;
