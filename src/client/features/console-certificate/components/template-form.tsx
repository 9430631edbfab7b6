import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CertificateTemplate, CertificateTemplateView } from '@contract/certificate';
import {
  CERTIFICATE_IMAGE_MAX_MB,
  CERTIFICATE_IMAGE_MAX_SIDE,
  unknownFacts,
  WORDING_FACTS,
  WORDING_MAX,
} from '@contract/certificate-rules';
import { Form } from '@/components/form';
import { TextArea } from '@/components/text-area';
import { toast } from '@/lib/feedback';
import { useSaveTemplate } from '../api/template';
import { TemplateImage, type TemplateImageValue } from './template-image';

type Values = Omit<CertificateTemplate, 'seal' | 'background'> & {
  seal: TemplateImageValue;
  background: TemplateImageValue;
};
/** A line of the template (issuer, signatory): the contract's limit. */
const LINE_MAX = 120;
const braced = (names: readonly string[]) => names.map((n) => `{${n}}`).join(', ');

const valuesOf = (v: CertificateTemplateView): Values => ({
  ...v,
  seal: v.seal ? { name: v.seal, url: v.sealUrl } : null,
  background: v.background ? { name: v.background, url: v.backgroundUrl } : null,
});

/** What each placeholder puts in: every fact is described (a new one fails to compile until it is). */
function useFactNames(): Record<(typeof WORDING_FACTS)[number], string> {
  const { t } = useLingui();
  return {
    name: t`the holder's name`,
    course: t`the course's title`,
    hours: t`the course's credit hours`,
    date: t`the day the course was completed`,
  };
}

/**
 * The template's fields: issuer, signatory and wording in Chinese and in English, the seal and the background.
 * A wording naming a placeholder that is no fact is refused here by the rule the server applies
 * (`unknownFacts`); the server's refusals (an image a certificate cannot draw) are shown under the form.
 */
export function TemplateForm({
  template,
  editable,
  online,
}: {
  template: CertificateTemplateView;
  editable: boolean;
  online: boolean;
}) {
  const { t } = useLingui();
  const facts = useFactNames();
  const save = useSaveTemplate();
  // Images being uploaded: saving before they are stored would save the images shown before.
  const [uploading, setUploading] = useState(0);
  const busy = (b: boolean) => setUploading((n) => n + (b ? 1 : -1));
  const disabled = !editable;
  const maxMb = CERTIFICATE_IMAGE_MAX_MB;
  const maxSide = CERTIFICATE_IMAGE_MAX_SIDE;
  const wordingRules = [
    { max: WORDING_MAX, message: t`At most ${WORDING_MAX} characters` },
    {
      validator: async (_: unknown, value?: string) => {
        const unknown = unknownFacts(value ?? '');
        if (!unknown.length) return;
        const names = braced(unknown);
        const known = braced(WORDING_FACTS);
        throw new Error(t`${names} is not a placeholder; the placeholders are ${known}`);
      },
    },
  ];
  const line = (name: keyof Values, label: string, testId: string) => (
    <Form.Item name={name} label={label}>
      <Input maxLength={LINE_MAX} disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
  const wording = (name: 'wordingZh' | 'wordingEn', label: string, testId: string) => (
    <Form.Item name={name} label={label} rules={wordingRules}>
      <TextArea rows={4} maxLength={WORDING_MAX} disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
  const submit = (v: Values) =>
    save.mutate(
      { ...v, seal: v.seal?.name ?? null, background: v.background?.name ?? null },
      { onSuccess: () => void toast(t`The template is saved`, 'success') },
    );
  return (
    <Form
      layout="vertical"
      initialValues={valuesOf(template)}
      onFinish={submit}
      data-testid="template-form"
      footer={
        <>
          {save.error && (
            <p className="template-problem" role="alert" data-testid="template-save-error">
              {save.error.message}
            </p>
          )}
          {uploading > 0 && (
            <p className="hint" role="status" data-testid="template-uploading">
              <Trans>The template can be saved once the image is uploaded.</Trans>
            </p>
          )}
          <Button
            block
            type="submit"
            color="primary"
            loading={save.isPending}
            disabled={disabled || !online || uploading > 0}
            data-testid="template-save"
          >
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <Form.Header>
        <Trans>Issuer and signatory</Trans>
      </Form.Header>
      {line('issuerZh', t`Issuer (Chinese)`, 'template-issuer-zh')}
      {line('issuerEn', t`Issuer (English)`, 'template-issuer-en')}
      {line('signatoryZh', t`Signatory (Chinese)`, 'template-signatory-zh')}
      {line('signatoryEn', t`Signatory (English)`, 'template-signatory-en')}
      <Form.Header>
        <Trans>Wording</Trans>
      </Form.Header>
      <div className="template-facts" data-testid="template-facts">
        <p>
          <Trans>
            The wording may name these facts of a certificate in braces; any other name in braces is refused.
          </Trans>
        </p>
        <ul>
          {WORDING_FACTS.map((f) => (
            <li key={f}>
              <code translate="no">{`{${f}}`}</code> {facts[f]}
            </li>
          ))}
        </ul>
        <p>
          <Trans>
            A text left empty in one language takes the other language’s; with both empty, the issuer is the
            organisation’s name and the wording the standard one.
          </Trans>
        </p>
      </div>
      {wording('wordingZh', t`Wording (Chinese)`, 'template-wording-zh')}
      {wording('wordingEn', t`Wording (English)`, 'template-wording-en')}
      <Form.Header>
        <Trans>Seal and background</Trans>
      </Form.Header>
      <p className="hint template-image-rule">
        <Trans>
          A PNG or JPEG of at most {maxMb} MB and {maxSide} pixels a side; the server checks it when the
          template is saved.
        </Trans>
      </p>
      <Form.Item name="seal" label={t`Seal`}>
        <TemplateImage label={t`Seal`} disabled={disabled} onBusy={busy} data-testid="template-seal" />
      </Form.Item>
      <Form.Item name="background" label={t`Background`}>
        <TemplateImage
          label={t`Background`}
          disabled={disabled}
          onBusy={busy}
          data-testid="template-background"
        />
      </Form.Item>
    </Form>
  );
}
