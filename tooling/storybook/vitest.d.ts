import type { UserConfig } from 'vitest/config';

export function storybookVitestConfig(packageDir: string): UserConfig;
