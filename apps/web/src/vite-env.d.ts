/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Customer-service host; empty or unset: no chat widget. */
  readonly VITE_CS_HOST?: string;
}
