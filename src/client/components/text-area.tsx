import { TextArea as AntTextArea, type TextAreaProps } from 'antd-mobile';
import { TEXT_AREA_MAX } from '@contract/constants';

/** The spec's text area (§5 "Other", §9): six rows, at most 500 characters, with its counter. */
export const TEXT_AREA_ROWS = 6;

/**
 * antd-mobile's TextArea with the spec's defaults: six rows, `TEXT_AREA_MAX` characters and the counter shown,
 * so a person sees how much room is left before the server would refuse. Any prop given overrides its default.
 */
export function TextArea(props: TextAreaProps) {
  return <AntTextArea rows={TEXT_AREA_ROWS} maxLength={TEXT_AREA_MAX} showCount {...props} />;
}
