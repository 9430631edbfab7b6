/** What a certificate shows: both renderings (PDF and PNG) draw the same art. */
export type CertificateArt = {
  locale: 'zh-cn' | 'en';
  /** e.g. 'PX-2026-000123' */
  number: string;
  holderName: string;
  courseTitle: string;
  creditHours: number;
  /** yyyy-MM-dd */
  completedOn: string;
  /** yyyy-MM-dd */
  expiresOn: string | null;
  /** The association's name. */
  issuer: string;
  /** e.g. '秘书长 王某某' */
  signatory: string;
  /** A paragraph from the template, already in `locale`. */
  wording: string;
  /** Goes into the QR code. */
  verifyUrl: string;
  /** PNG or JPEG bytes. */
  seal: Uint8Array | null;
  background: Uint8Array | null;
};

/** Why a certificate was not rendered, for the caller to word. */
export type CertificateRefusalCode =
  | 'emptyField'
  | 'fieldTooLong'
  | 'badDate'
  | 'badCreditHours'
  | 'imageNotPngOrJpeg'
  | 'imageTooLarge'
  | 'imageUnreadable';

export type CertificateRefusal = { refused: CertificateRefusalCode; field: keyof CertificateArt };

/** A certificate that cannot be rendered from its art; nothing was made. */
export class CertificateRenderError extends Error {
  override readonly name = 'CertificateRenderError';
  constructor(
    readonly code: CertificateRefusalCode,
    readonly field: keyof CertificateArt,
  ) {
    super(`Certificate not rendered: ${code} (${field})`);
  }
}
