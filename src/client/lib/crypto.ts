/** pig's login password scheme: AES-128-CFB, no padding, IV = key, base64 (the server decrypts it). */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import CFB from 'crypto-js/mode-cfb';
import NoPadding from 'crypto-js/pad-nopadding';

const KEY = import.meta.env.VITE_PWD_ENC_KEY ?? 'thanks,pig4cloud';

export function encryptPassword(password: string, key: string = KEY): string {
  const k = Utf8.parse(key);
  return AES.encrypt(password, k, { iv: k, mode: CFB, padding: NoPadding }).toString();
}
