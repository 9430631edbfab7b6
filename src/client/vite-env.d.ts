/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  readonly VITE_PWD_ENC_KEY?: string;
  readonly VITE_APP_VERSION?: string;
}
