/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The operator's terms-of-service page (external). */
  readonly VITE_TERMS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
