import { WORDING_FACTS, unknownFacts, worded } from '@contract/certificate-rules';
import type { CertificateTemplate, CertificateTemplateView } from '@contract/certificate';
import type { Actor } from '../../lib/actor';
import { checkImage } from '../../lib/certificate-render';
import { DomainError } from '../../lib/domain-error';
import { fileKey, type FileStore } from '../../lib/file-store';
import { message, type Lang } from '../../lib/messages';
import type { Db } from '../../db/client';
import { fileByName, publicFileUrl } from '../file';
import * as repo from './template.repo';

const EMPTY: CertificateTemplate = {
  issuerZh: '',
  issuerEn: '',
  signatoryZh: '',
  signatoryEn: '',
  wordingZh: '',
  wordingEn: '',
  seal: null,
  background: null,
};

export async function templateOf(db: Db, tenantId: number): Promise<CertificateTemplate> {
  const row = await repo.templateOf(db, tenantId);
  if (!row) return EMPTY;
  const { tenantId: _t, updateBy: _b, updateTime: _u, ...template } = row;
  return template;
}

/** The template with the links of its images, as staff's page shows it (an image removed since: no link). */
export async function templateView(db: Db, tenantId: number): Promise<CertificateTemplateView> {
  const t = await templateOf(db, tenantId);
  const link = async (name: string | null) => {
    const file = name ? await fileByName(db, tenantId, name) : undefined;
    return file?.dir === 'image' ? publicFileUrl(file) : null;
  };
  return { ...t, sealUrl: await link(t.seal), backgroundUrl: await link(t.background) };
}

/** An image a template names: one of the tenant's stored images that a certificate can draw. */
async function imageBytes(
  db: Db,
  store: FileStore,
  tenantId: number,
  name: string,
  field: 'seal' | 'background',
) {
  const file = await fileByName(db, tenantId, name);
  if (!file || file.dir !== 'image')
    throw new DomainError(field === 'seal' ? 'certificateSealNotFound' : 'certificateBackgroundNotFound');
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(fileKey(file))) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  if (checkImage(bytes, field))
    throw new DomainError(
      field === 'seal' ? 'certificateSealNotDrawable' : 'certificateBackgroundNotDrawable',
    );
  return bytes;
}

/**
 * Saves the tenant's template. A wording naming a fact that is not one ({nmae}) is refused, as is an image that is
 * not the tenant's stored PNG or JPEG under 2 MB and 5,000 px a side: nothing is saved then.
 */
export async function saveTemplate(db: Db, store: FileStore, actor: Actor, t: CertificateTemplate) {
  for (const wording of [t.wordingZh, t.wordingEn]) {
    const unknown = unknownFacts(wording);
    if (unknown.length)
      throw new DomainError('certificateWordingUnknown', {
        names: unknown.map((n) => `{${n}}`).join(', '),
        known: WORDING_FACTS.map((n) => `{${n}}`).join(', '),
      });
  }
  if (t.seal) await imageBytes(db, store, actor.tenantId, t.seal, 'seal');
  if (t.background) await imageBytes(db, store, actor.tenantId, t.background, 'background');
  await repo.saveTemplate(db, { ...t, tenantId: actor.tenantId, updateBy: actor.username });
  return templateView(db, actor.tenantId);
}

/** What the template lends a certificate drawn in `lang`: issuer, signatory, wording with the facts, images. */
export async function templateArt(
  db: Db,
  store: FileStore,
  tenantId: number,
  lang: Lang,
  facts: { name: string; course: string; hours: string; date: string },
  tenantName: string,
) {
  const t = await templateOf(db, tenantId);
  const pick = (zh: string, en: string) => (lang === 'en' ? en || zh : zh || en);
  const wording = pick(t.wordingZh, t.wordingEn);
  const image = (name: string | null, field: 'seal' | 'background') =>
    // A stored image removed since it was chosen: the certificate is drawn without it.
    name ? imageBytes(db, store, tenantId, name, field).catch(() => null) : Promise.resolve(null);
  return {
    issuer: pick(t.issuerZh, t.issuerEn) || tenantName,
    signatory: pick(t.signatoryZh, t.signatoryEn),
    wording: wording ? worded(wording, facts) : message(lang, 'certificateWording', facts),
    seal: await image(t.seal, 'seal'),
    background: await image(t.background, 'background'),
  };
}
