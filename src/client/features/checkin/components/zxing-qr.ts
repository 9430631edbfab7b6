/**
 * What html5-qrcode takes from its own copy of ZXing (third_party/zxing-js.umd: every barcode format, 104 KiB
 * gzip on a phone without BarcodeDetector), answered by @zxing/library's QR code reader alone; build/aliases.ts
 * puts this module in that copy's place. Check-in codes are QR codes: the other formats were never read.
 */
import BarcodeFormat from '@zxing/library/esm/core/BarcodeFormat';
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import { HTMLCanvasElementLuminanceSource } from '@zxing/library/esm/browser/HTMLCanvasElementLuminanceSource';

export { BarcodeFormat, BinaryBitmap, DecodeHintType, HTMLCanvasElementLuminanceSource, HybridBinarizer };

/** html5-qrcode's reader (`new MultiFormatReader(verbose, hints)`), reading QR codes only. */
export class MultiFormatReader {
  private readonly reader = new QRCodeReader();
  constructor(
    _verbose: boolean,
    private readonly hints: Map<DecodeHintType, unknown>,
  ) {}
  decode(image: BinaryBitmap) {
    return this.reader.decode(image, this.hints);
  }
}
