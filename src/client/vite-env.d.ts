/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  readonly VITE_PWD_ENC_KEY?: string;
  readonly VITE_APP_VERSION?: string;
  /** pig-ui's request/answer encryption (README): the server's API_ENC_KEY, or SM4_ENC_KEY, which wins. */
  readonly VITE_API_ENC_KEY?: string;
  readonly VITE_SM4_ENC_KEY?: string;
}
