import { useLingui } from '@lingui/react/macro';
import type { EnterpriseStatus, FeedbackStatus, InvoiceType } from '@contract/enterprise-rules';
import type { InvoiceRequestStatus } from '@contract/enterprise';

/** The enterprise and feedback pages' names for the contract's enums, in the console's language. */
export function useEnterpriseLabels() {
  const { t } = useLingui();
  const enterpriseStatus: Record<EnterpriseStatus, string> = {
    pending: t({ message: 'Awaiting review', context: 'enterprise' }),
    approved: t`Approved`,
    rejected: t`Rejected`,
  };
  const invoiceStatus: Record<InvoiceRequestStatus, string> = {
    requested: t`Requested`,
    issued: t`Issued`,
    rejected: t`Rejected`,
  };
  const invoiceType: Record<InvoiceType, string> = {
    normal: t`Ordinary VAT invoice`,
    special: t`Special VAT invoice`,
  };
  const feedbackStatus: Record<FeedbackStatus, string> = {
    open: t({ message: 'Open', context: 'feedback' }),
    replied: t`Replied`,
    closed: t({ message: 'Closed', context: 'feedback' }),
  };
  return { enterpriseStatus, invoiceStatus, invoiceType, feedbackStatus };
}

/** Tag colours of those states. */
export const STATUS_COLOR: Record<EnterpriseStatus | InvoiceRequestStatus | FeedbackStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  requested: 'warning',
  issued: 'success',
  open: 'warning',
  replied: 'primary',
  closed: 'default',
};

/** Options of a ChoiceGroup from such a map, in the map's order. */
export const choicesOf = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ label: labels[value], value }));

/** Amounts travel in fen: shown as yuan with two decimals (an invoice is never "free"). */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** A table cell's start of a long text: at most `max` characters (whole code points), then an ellipsis. */
export function excerpt(text: string, max: number) {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
